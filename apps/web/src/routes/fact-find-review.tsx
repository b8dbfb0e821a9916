import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { factFindTargetFor } from '../features/factfind/target.ts';
import { clientLayoutRoute } from './_client.tsx';

export const factFindReviewRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'fact-find/review',
  beforeLoad: () => ({ target: factFindTargetFor('/fact-find/review') }),
  // The fact-find loads here rather than in beforeLoad, so the page's code downloads beside it.
  loader: async ({ context }) => {
    const { loadFactFindPage } = await import('../features/factfind/guard.ts');
    await loadFactFindPage(context.queryClient, '/fact-find/review', context.target);
  },
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: lazyRouteComponent(
    () => import('../features/factfind/components/load-error.tsx'),
    'FactFindLoadError',
  ),
}).lazy(() => import('./fact-find-review.lazy.tsx').then((module) => module.factFindReviewLazyRoute));
