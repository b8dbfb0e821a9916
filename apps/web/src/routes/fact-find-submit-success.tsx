import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { factFindTargetFor } from '../features/factfind/target.ts';
import { clientLayoutRoute } from './_client.tsx';

export const factFindSubmitSuccessRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'fact-find/submit-success',
  beforeLoad: () => ({ target: factFindTargetFor('/fact-find/submit-success') }),
  // The fact-find loads here rather than in beforeLoad, so the page's code downloads beside it.
  loader: async ({ context }) => {
    const { loadFactFindPage } = await import('../features/factfind/guard.ts');
    await loadFactFindPage(context.queryClient, '/fact-find/submit-success', context.target);
  },
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: lazyRouteComponent(
    () => import('../features/factfind/components/load-error.tsx'),
    'FactFindLoadError',
  ),
}).lazy(() =>
  import('./fact-find-submit-success.lazy.tsx').then((module) => module.factFindSubmitSuccessLazyRoute),
);
