import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { appLayoutRoute } from './app-layout.tsx';

const requireClient = () => {
  if (getSession().user?.role !== 'client') throw redirect({ to: '/', replace: true });
};

// Attitude to risk (issue 9): the questionnaire while one is in progress or none was ever done, else the result.
export const atrqRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'atrq',
  beforeLoad: requireClient,
  loader: async ({ context }) => {
    const { riskOverviewQueryOptions } = await import('../features/risk/api.ts');
    const overview = await context.queryClient.ensureQueryData(riskOverviewQueryOptions());
    if (!overview.in_progress && overview.completed.length > 0)
      throw redirect({ to: '/atrq/result', replace: true });
  },
}).lazy(() => import('./atrq.lazy.tsx').then((module) => module.atrqLazyRoute));

export const atrqResultRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'atrq/result',
  beforeLoad: requireClient,
  loader: async ({ context }) => {
    const { riskOverviewQueryOptions } = await import('../features/risk/api.ts');
    const overview = await context.queryClient.ensureQueryData(riskOverviewQueryOptions());
    if (overview.completed.length === 0) throw redirect({ to: '/atrq', replace: true });
  },
}).lazy(() => import('./atrq.lazy.tsx').then((module) => module.atrqResultLazyRoute));
