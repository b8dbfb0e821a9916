import { type RouterHistory, RouterProvider } from '@tanstack/react-router';
import { startFirm } from './features/firm/firm-store.ts';
import type { RealtimeDeps } from './lib/realtime.ts';
import { firstPageDrawn, startRealtimeWhenSignedIn } from './lib/realtime-start.ts';
import { followSessionAcrossTabs, getSession, initSession } from './lib/session.ts';
import { followSessionActivityAcrossTabs } from './lib/session-activity.ts';
import { createDeferredQueryClient, type DeferredQueryClient, QueryProvider } from './query-runtime.tsx';
import { type AppRouter, createAppRouter } from './router.ts';
import { startColourMode } from './ui/colour-mode.ts';

// Everything the app does once at start, in order; main.tsx and the tests both start it this way.
export function startApp({ history, realtime }: { history?: RouterHistory; realtime?: RealtimeDeps } = {}) {
  // An expired stored token is removed before any guard or call reads it.
  initSession();
  const stops = [followSessionAcrossTabs(), followSessionActivityAcrossTabs(), startColourMode()];
  startFirm();
  // TanStack Query comes with the first page that needs it (query-runtime.tsx).
  const queryClient = createDeferredQueryClient();
  stops.push(queryClient.stop);
  const router = createAppRouter({ deferredQueryClient: queryClient, ...(history ? { history } : {}) });
  // The realtime connection follows the session once the first page is drawn (and start.tsx's build watch starts).
  const pageDrawn = firstPageDrawn(router);
  stops.push(startRealtimeWhenSignedIn(realtime, pageDrawn));
  // With a session, GET api/user refreshes the stored user (a 401 opens Session Expired). Its
  // module (and the auth contract's schemas) is fetched only then: a guest's first paint never waits for it.
  if (getSession().token) void import('./features/auth/api.ts').then((auth) => auth.refreshStoredUser());
  const stop = () => {
    for (const stopOne of stops) stopOne();
  };
  return { router, queryClient, pageDrawn, stop };
}

export function App({ router, queryClient }: { router: AppRouter; queryClient: DeferredQueryClient }) {
  return (
    <QueryProvider client={queryClient}>
      <RouterProvider router={router} />
    </QueryProvider>
  );
}
