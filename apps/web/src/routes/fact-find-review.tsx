import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';

export const factFindReviewRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'fact-find/review',
  beforeLoad: async ({ context }) => {
    const { guardFactFindPage } = await import('../features/factfind/guard.ts');
    return guardFactFindPage(context.queryClient, '/fact-find/review');
  },
  // The guard's load error is shown by a component loaded with the route (the router preloads it).
  errorComponent: lazyRouteComponent(
    () => import('../features/factfind/components/load-error.tsx'),
    'FactFindLoadError',
  ),
}).lazy(() => import('./fact-find-review.lazy.tsx').then((module) => module.factFindReviewLazyRoute));
