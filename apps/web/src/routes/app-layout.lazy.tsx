import { createLazyRoute, Outlet } from '@tanstack/react-router';
import { UserMenu } from '../features/auth/components/user-menu.tsx';
import { factFindKeys } from '../features/factfind/api.ts';
import { useLiveFactFind } from '../features/factfind/hooks/use-live-fact-find.ts';
import { FirmBrand } from '../features/firm/components/firm-brand.tsx';
import { useLiveMessages } from '../features/messages/hooks/use-live-messages.ts';
import { useUnreadMessageCount } from '../features/messages/hooks/use-unread-messages.ts';
import { NotificationBell } from '../features/notifications/components/notification-bell.tsx';
import { useLiveNotifications } from '../features/notifications/hooks/use-live-notifications.ts';
import { useSession } from '../lib/session.ts';
import { useAnnounceQueryWrites } from '../lib/tab-sync.ts';
import { AppShell } from '../ui/layout/app-shell.tsx';
import {
  adviserNavigation,
  clientNavigation,
  messagesNavItem,
  primaryNavigation,
  protectionNavItem,
  templatesNavItem,
  userMenuNavigation,
} from './navigation.ts';

function AppLayoutRoute() {
  const { user } = useSession();
  const isClient = user?.role === 'client';
  // Live updates reach the caches behind the nav's count and the bell on every page.
  useLiveMessages();
  useLiveNotifications();
  useLiveFactFind(user?.client?.id ?? null);
  // The client's own other tabs follow their saves (their /forecast refetches the fact-find: forecast.lazy.tsx).
  useAnnounceQueryWrites(user?.client ? factFindKeys.factFind(user.client.id) : null);
  const unreadMessages = useUnreadMessageCount({ enabled: isClient });
  // Staff reach only their profile and the fact-find preview here: their navigation is the workspace's.
  const nav = isClient
    ? [
        ...primaryNavigation,
        { ...messagesNavItem, badge: unreadMessages },
        ...clientNavigation,
        ...(user?.canSeeIpipeline ? [protectionNavItem] : []),
      ]
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

export const appLayoutLazyRoute = createLazyRoute('/app')({ component: AppLayoutRoute });
