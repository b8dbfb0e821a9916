import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { appLayoutRoute } from './app-layout.tsx';

// The client's investments (issue 9); the firm records them on the adviser's client page.
export const portfolioRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'portfolio',
  beforeLoad: () => {
    if (getSession().user?.role !== 'client') throw redirect({ to: '/', replace: true });
  },
  loader: async ({ context }) => {
    const { portfolioQueryOptions } = await import('../features/portfolio/api.ts');
    return context.queryClient.ensureQueryData(portfolioQueryOptions());
  },
}).lazy(() => import('./portfolio.lazy.tsx').then((module) => module.portfolioLazyRoute));
