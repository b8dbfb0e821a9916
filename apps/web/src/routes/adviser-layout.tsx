import { createFileRoute, Outlet } from '@tanstack/react-router';
import { useAdviserLiveUpdates } from '../features/adviser/hooks/use-adviser-live-updates.ts';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { useAdviserLiveDocuments } from '../features/documents/hooks/use-adviser-live-documents.ts';
import { useAdviserLiveFactFinds } from '../features/factfind/hooks/use-adviser-live-fact-finds.ts';
import { FirmBrand } from '../features/firm/components/firm-brand.tsx';
import { useAdviserLiveConversations } from '../features/messages/hooks/use-adviser-live-conversations.ts';
import { useUnreadConversationCount } from '../features/messages/hooks/use-unread-conversations.ts';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useLiveNotifications } from '../features/notifications/hooks/use-live-notifications.ts';
import { useAdviserLiveSupportNeeds } from '../features/support-needs/hooks/use-adviser-live-support-needs.ts';
import { useSession } from '../lib/session.ts';
import { useWorkspaceHint } from '../lib/workspace-hint.ts';
import { AppShell } from '../ui/layout/app-shell.tsx';
import {
  adviserMessagesNavItem,
  adviserNavigation,
  firmAdminNavigation,
  templatesNavItem,
  userMenuNavigation,
} from './navigation.ts';

// The firm's workspace under /adviser, with its own layout; who may open it is checked by _staff.tsx.
export const Route = createFileRoute('/_staff/adviser')({
  component: AdviserLayoutRoute,
});

function AdviserLayoutRoute() {
  const { user, expiresAt } = useSession();
  useWorkspaceHint(user ? 'staff' : null, expiresAt);
  // The bell and every open screen follow the adviser's own private channel, each feature for its own queries.
  useLiveNotifications();
  useAdviserLiveUpdates();
  useAdviserLiveConversations();
  useAdviserLiveFactFinds();
  useAdviserLiveDocuments();
  useAdviserLiveSupportNeeds();
  const workspace = [
    ...adviserNavigation,
    { ...adviserMessagesNavItem, badge: useUnreadConversationCount() },
  ];
  return (
    <AppShell
      brand={<FirmBrand />}
      nav={user?.role === 'admin' ? [...workspace, templatesNavItem, ...firmAdminNavigation] : workspace}
      actions={user ? <NotificationBell /> : null}
      userMenu={user ? <UserMenu user={user} links={userMenuNavigation} /> : null}
    >
      <Outlet />
    </AppShell>
  );
}
