import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { factFindTargetFor } from '../features/factfind/target.ts';
import { clientLayoutRoute } from './_client.tsx';

export const factFindStartRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'fact-find/start',
  beforeLoad: () => ({ target: factFindTargetFor('/fact-find/start') }),
  // The fact-find loads here rather than in beforeLoad, so the page's code downloads beside it.
  loader: async ({ context }) => {
    const { loadFactFindPage } = await import('../features/factfind/guard.ts');
    await loadFactFindPage(context.queryClient, '/fact-find/start', context.target);
  },
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: lazyRouteComponent(
    () => import('../features/factfind/components/load-error.tsx'),
    'FactFindLoadError',
  ),
}).lazy(() => import('./fact-find-start.lazy.tsx').then((module) => module.factFindStartLazyRoute));
