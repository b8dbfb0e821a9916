import { createFileRoute, Outlet } from '@tanstack/react-router';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { factFindKeys } from '../features/factfind/api.ts';
import { useLiveFactFind } from '../features/factfind/hooks/use-live-fact-find.ts';
import { FirmBrand } from '../features/firm/components/firm-brand.tsx';
import { useLiveMessages } from '../features/messages/hooks/use-live-messages.ts';
import { useUnreadMessageCount } from '../features/messages/hooks/use-unread-messages.ts';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useLiveNotifications } from '../features/notifications/hooks/use-live-notifications.ts';
import { useLargerText } from '../features/support-needs/hooks/use-larger-text.ts';
import { useSession } from '../lib/session.ts';
import { useAnnounceQueryWrites } from '../lib/tab-sync.ts';
import { useWorkspaceHint } from '../lib/workspace-hint.ts';
import { AppShell } from '../ui/layout/app-shell.tsx';
import { requireSession } from './guards.ts';
import { adviserNavigation, clientNavigationOf, templatesNavItem, userMenuNavigation } from './navigation.ts';

// The signed-in pages' shell (a pathless layout): its guard checks the session once, before any of them loads.
// Its children are every signed-in user's own profile and the client's pages (_client.tsx, which checks the role).
export const Route = createFileRoute('/_app')({
  beforeLoad: ({ location }) => requireSession(location),
  component: AppLayoutRoute,
});

function AppLayoutRoute() {
  const { user, expiresAt } = useSession();
  const isClient = user?.role === 'client';
  useWorkspaceHint(user ? (isClient ? 'client' : 'staff') : null, expiresAt);
  // A client who asked for larger text (their support needs) gets it on their pages.
  useLargerText({ enabled: isClient });
  // Live updates reach the caches behind the nav's count and the bell on every page.
  useLiveMessages();
  useLiveNotifications();
  useLiveFactFind(user?.client?.id ?? null);
  // The client's own other tabs follow their saves (their /forecast refetches the fact-find: forecast.tsx).
  useAnnounceQueryWrites(user?.client ? factFindKeys.factFind(user.client.id) : null);
  const unreadMessages = useUnreadMessageCount({ enabled: isClient });
  // Staff reach only their profile and the fact-find preview here: their navigation is the workspace's.
  const nav = isClient
    ? clientNavigationOf({ unreadMessages, canSeeIpipeline: user?.canSeeIpipeline })
    : user?.role === 'admin'
      ? [...adviserNavigation, templatesNavItem]
      : adviserNavigation;
  return (
    <AppShell
      brand={<FirmBrand />}
      nav={nav}
      actions={user ? <NotificationBell /> : null}
      userMenu={user ? <UserMenu user={user} links={userMenuNavigation} /> : null}
    >
      <Outlet />
    </AppShell>
  );
}
