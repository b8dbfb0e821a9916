import { createRoute, redirect } from '@tanstack/react-router';
import { clientLayoutRoute } from './_client.tsx';

// Attitude to risk (docs/attitude-to-risk.md): the questionnaire while one is in progress or none was ever done, else the result.
export const atrqRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'atrq',
  loader: async ({ context }) => {
    const { riskOverviewQueryOptions } = await import('../features/risk/api.ts');
    const overview = await context.queryClient.ensureQueryData(riskOverviewQueryOptions());
    if (!overview.in_progress && overview.completed.length > 0)
      throw redirect({ to: '/atrq/result', replace: true });
  },
}).lazy(() => import('./atrq.lazy.tsx').then((module) => module.atrqLazyRoute));

export const atrqResultRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'atrq/result',
  loader: async ({ context }) => {
    const { riskOverviewQueryOptions } = await import('../features/risk/api.ts');
    const overview = await context.queryClient.ensureQueryData(riskOverviewQueryOptions());
    if (overview.completed.length === 0) throw redirect({ to: '/atrq', replace: true });
  },
}).lazy(() => import('./atrq.lazy.tsx').then((module) => module.atrqResultLazyRoute));
