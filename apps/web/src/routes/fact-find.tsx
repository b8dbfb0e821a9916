import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { factFindTargetFor } from '../features/factfind/target.ts';
import { clientLayoutRoute } from './_client.tsx';

// ?step= names the step (a base page slug or 'custom.{slug}'); ?preview=1 is the advisers' preview.
export type FactFindSearch = { step?: string; preview?: 1 };

export const factFindRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'fact-find',
  validateSearch: (search: Record<string, unknown>): FactFindSearch => ({
    ...(typeof search.step === 'string' && search.step !== '' ? { step: search.step } : {}),
    ...(search.preview === 1 || search.preview === '1' ? { preview: 1 as const } : {}),
  }),
  beforeLoad: ({ search }) => ({
    target: factFindTargetFor('/fact-find', { isPreview: search.preview === 1 }),
  }),
  // The fact-find loads here rather than in beforeLoad, so the page's code downloads beside it.
  loader: async ({ context }) => {
    const { loadFactFindPage } = await import('../features/factfind/guard.ts');
    await loadFactFindPage(context.queryClient, '/fact-find', context.target);
  },
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: lazyRouteComponent(
    () => import('../features/factfind/components/load-error.tsx'),
    'FactFindLoadError',
  ),
}).lazy(() => import('./fact-find.lazy.tsx').then((module) => module.factFindLazyRoute));
