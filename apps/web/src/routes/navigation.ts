import {
  CalendarCheck,
  CalendarDays,
  ChartPie,
  ClipboardList,
  FileClock,
  FileCog,
  FileStack,
  FolderOpen,
  Gauge,
  House,
  LayoutDashboard,
  Link2,
  MessagesSquare,
  Palette,
  PenLine,
  PiggyBank,
  Plug,
  ScrollText,
  ShieldCheck,
  SlidersHorizontal,
  TrendingUp,
  UserCog,
  UserRound,
  UsersRound,
} from 'lucide-react';
import type { NavItem } from '../ui/layout/nav-item.tsx';

// The pages that exist, in the order the header shows them; each issue that adds a page adds it here.
export const primaryNavigation: readonly NavItem[] = [
  { to: '/', label: 'Home', icon: House },
  { to: '/fact-find', label: 'Fact-find', icon: ClipboardList },
];

// Clients only (advisers answer from the adviser console); the layout adds the unread count.
export const messagesNavItem: NavItem = { to: '/messages', label: 'Messages', icon: MessagesSquare };

// Clients only: their documents, links and attitude to risk, after Messages.
export const clientNavigation: readonly NavItem[] = [
  { to: '/documents', label: 'Documents', icon: FolderOpen },
  // Current on a document's signing page too (docs/signing.md).
  { to: '/signatures', label: 'To sign', icon: PenLine, isSection: true },
  { to: '/links', label: 'Links', icon: Link2 },
  { to: '/calendar', label: 'Calendar', icon: CalendarDays },
  // Current on /atrq/result too.
  { to: '/atrq', label: 'Attitude to risk', icon: Gauge, isSection: true },
  { to: '/finances', label: 'Finances', icon: PiggyBank },
  // Always shown: the page itself says which figures it still needs (docs/forecast.md).
  { to: '/forecast', label: 'Forecast', icon: TrendingUp },
  { to: '/portfolio', label: 'Portfolio', icon: ChartPie },
];

// Clients of firms with i-pipeline access only (the user's canSeeIpipeline), after the pages above.
export const protectionNavItem: NavItem = { to: '/i-pipeline', label: 'Protection', icon: ShieldCheck };

// A client's row of links: the unread count on Messages, Protection for firms with i-pipeline access. The server's
// first paint (src/entry-server.tsx) draws it with neither, before it knows who is signed in.
export function clientNavigationOf({
  unreadMessages,
  canSeeIpipeline = false,
}: {
  unreadMessages?: number;
  canSeeIpipeline?: boolean;
}): NavItem[] {
  return [
    ...primaryNavigation,
    { ...messagesNavItem, badge: unreadMessages },
    ...clientNavigation,
    ...(canSeeIpipeline ? [protectionNavItem] : []),
  ];
}

// The pages of the user's own account, in the user menu.
export const userMenuNavigation: readonly NavItem[] = [{ to: '/profile', label: 'Profile', icon: UserRound }];

// The firm's workspace: advisers and admins see these instead of the client's pages.
export const adviserNavigation: readonly NavItem[] = [
  { to: '/adviser', label: 'Dashboard', icon: LayoutDashboard },
  { to: '/adviser/clients', label: 'Clients', icon: UsersRound, isSection: true },
  { to: '/adviser/calendar', label: 'Calendar', icon: CalendarDays },
  // Current on a household's review too (/adviser/reviews/$clientId).
  { to: '/adviser/reviews', label: 'Reviews', icon: CalendarCheck, isSection: true },
  // Documents asked of households and not yet accepted, oldest first (docs/document-requests.md).
  { to: '/adviser/document-requests', label: 'Outstanding documents', icon: FileClock },
];

// The adviser's inbox, after Clients; the layout adds the unread count.
export const adviserMessagesNavItem: NavItem = {
  to: '/adviser/messages',
  label: 'Messages',
  icon: MessagesSquare,
};

// Admins only: the firm's fact-find template, after the workspace's pages.
export const templatesNavItem: NavItem = { to: '/adviser/templates', label: 'Templates', icon: FileCog };

// Admins only: the firm's branding and settings, its team and its audit trail, after Templates.
export const firmAdminNavigation: readonly NavItem[] = [
  { to: '/adviser/settings', label: 'Settings', icon: Palette },
  // What advisers pick from when they ask a household for a document (features/documents, docs/document-requests.md).
  { to: '/adviser/document-templates', label: 'Document templates', icon: FileStack },
  // The firm's forecast assumptions (features/forecast, docs/forecast.md).
  { to: '/adviser/settings/forecast', label: 'Forecast assumptions', icon: SlidersHorizontal },
  { to: '/adviser/team', label: 'Team', icon: UserCog },
  { to: '/adviser/audit', label: 'Audit', icon: ScrollText },
  // API credentials and webhooks for the firm's back office (features/api-access, docs/api.md); current on the
  // delivery logs under it too.
  { to: '/adviser/integrations', label: 'Integrations', icon: Plug, isSection: true },
];
