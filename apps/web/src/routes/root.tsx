import type { QueryClient } from '@tanstack/react-query';
import { createRootRouteWithContext, Outlet } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense } from 'react';
import { useSessionExpiryTimer } from '../features/auth/hooks/use-session-expiry-timer.ts';
import { BrandStyle } from '../features/firm/components/brand-style.tsx';
import { ensureFirm, type FirmStore } from '../features/firm/firm-store.ts';
import { useSession } from '../lib/session.ts';
import { type DeferredQueryClient, useLoadedQuery } from '../query-runtime.tsx';
import { Spinner } from '../ui/spinner.tsx';
import { Toaster } from '../ui/toast/toaster.tsx';
import { NotFoundScreen, RootErrorScreen } from './error-screens.tsx';

// firmStore: where this router's firm is kept (the browser's one store; a store of its own per server render).
export type RouterContext = { deferredQueryClient: DeferredQueryClient; firmStore: FirmStore };

// The pages that render without TanStack Query (query-runtime.tsx) (nothing on them reads it), so a visit that starts
// there never downloads it. Every other page waits for it here, before its own guards and loaders run.
const pagesWithoutQuery = new Set(['/login']);

// Only a session that has ended needs the dialog code; nobody on the login page downloads it.
const SessionExpiredDialog = lazy(() =>
  import('../features/auth/components/session-expired-dialog.tsx').then((module) => ({
    default: module.SessionExpiredDialog,
  })),
);

// The Session Expired dialog shows whenever the session is marked expired (lib/http marks it on a 401 to a call with
// the token). The router renders it above the route tree (router.ts, InnerWrap), outside every route's error
// boundary: a page whose load met the 401 has its error caught, and the dialog still shows over it.
export function SessionExpiredLayer({ children }: { children: ReactNode }) {
  const { isExpired } = useSession();
  return (
    <>
      {children}
      {isExpired ? (
        <Suspense fallback={null}>
          <SessionExpiredDialog />
        </Suspense>
      ) : null}
    </>
  );
}

function Root() {
  useSessionExpiryTimer();
  const loaded = useLoadedQuery(Route.useRouteContext().deferredQueryClient);
  const QueryParts = loaded?.QueryParts;
  return (
    <>
      <BrandStyle />
      <Outlet />
      <Toaster />
      {QueryParts ? <QueryParts /> : null}
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

export const Route = createRootRouteWithContext<RouterContext>()({
  beforeLoad: async ({ context, location }) => {
    const { deferredQueryClient } = context;
    const loaded = deferredQueryClient.loaded.get();
    if (!loaded && pagesWithoutQuery.has(location.pathname)) {
      // Only the pages above get here without it, and none of their routes reads it.
      return { queryClient: undefined as unknown as QueryClient };
    }
    return { queryClient: (loaded ?? (await deferredQueryClient.load())).queryClient };
  },
  // The firm's branding (embedded in index.html by the server, else fetched) is there before the first
  // screen renders, so nothing paints unbranded.
  loader: ({ context }) => ensureFirm(context.firmStore),
  component: Root,
  notFoundComponent: NotFoundScreen,
  errorComponent: RootErrorScreen,
  pendingComponent: RootPending,
});
