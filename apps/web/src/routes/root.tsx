import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, Suspense } from 'react';
import { useIdleWarning } from '../features/auth/hooks/use-idle-warning.ts';
import { useSessionExpiryTimer } from '../features/auth/hooks/use-session-expiry-timer.ts';
import { firmQueryOptions } from '../features/firm/api.ts';
import { BrandStyle } from '../features/firm/components/brand-style.tsx';
import { useSession } from '../lib/session.ts';
import { Spinner } from '../ui/spinner.tsx';
import { Toaster } from '../ui/toast/toaster.tsx';
import { NotFoundScreen, RootErrorScreen } from './error-screens.tsx';

export type RouterContext = { queryClient: QueryClient };

// Only a session that has ended needs the dialog code; nobody on the login page downloads it.
const SessionExpiredDialog = lazy(() =>
  import('../features/auth/components/session-expired-dialog.tsx').then((module) => ({
    default: module.SessionExpiredDialog,
  })),
);

// Loaded only when a session has been idle long enough to warn.
const IdleWarningDialog = lazy(() =>
  import('../features/auth/components/idle-warning-dialog.tsx').then((module) => ({
    default: module.IdleWarningDialog,
  })),
);

function Root() {
  useSessionExpiryTimer();
  const idleDeadline = useIdleWarning();
  const { isExpired } = useSession();
  return (
    <>
      <BrandStyle />
      <Outlet />
      <Toaster />
      {idleDeadline !== null ? (
        <Suspense fallback={null}>
          <IdleWarningDialog deadline={idleDeadline} />
        </Suspense>
      ) : null}
      {isExpired ? (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      ) : null}
    </>
  );
}

// Shown only if the firm takes longer than the router's pending delay (1 s) to arrive.
function RootPending() {
  return (
    <div className="flex min-h-dvh items-center justify-center text-gray-600 dark:text-gray-400">
      <Spinner className="size-6" label="Loading the portal" />
    </div>
  );
}

export const rootRoute = createRootRouteWithContext<RouterContext>()({
  // The firm's branding is fetched before the first screen renders, so nothing paints unbranded.
  loader: ({ context }) => context.queryClient.ensureQueryData(firmQueryOptions()),
  component: Root,
  notFoundComponent: NotFoundScreen,
  errorComponent: RootErrorScreen,
  pendingComponent: RootPending,
});
