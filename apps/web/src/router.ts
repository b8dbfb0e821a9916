import { createRouter, type RouterHistory } from '@tanstack/react-router';
import { firmStore as browserFirmStore, type FirmStore } from './features/firm/firm-store.ts';
import type { DeferredQueryClient } from './query-runtime.tsx';
import { SessionExpiredLayer } from './routes/root.tsx';
import { routeTree } from './routes/routeTree.gen.ts';

export function createAppRouter({
  deferredQueryClient,
  history,
  scrollRestoration = true,
  firmStore = browserFirmStore,
}: {
  deferredQueryClient: DeferredQueryClient;
  history?: RouterHistory;
  // The server's render passes a store of its own (entry-server.tsx); the browser has one.
  firmStore?: FirmStore;
  // Off only for the server's render (entry-server.tsx): its restoration would be an inline script.
  scrollRestoration?: boolean;
}) {
  return createRouter({
    routeTree,
    // The root route's beforeLoad puts the loaded QueryClient into every page's context.
    context: { deferredQueryClient, firmStore },
    ...(history ? { history } : {}),
    defaultPreload: 'intent',
    // TanStack Query owns caching; the router always asks it.
    defaultPreloadStaleTime: 0,
    scrollRestoration,
    // The Session Expired dialog sits above every route's error boundary (routes/root.tsx).
    InnerWrap: SessionExpiredLayer,
  });
}

export type AppRouter = ReturnType<typeof createAppRouter>;

declare module '@tanstack/react-router' {
  interface Register {
    router: AppRouter;
  }
}
