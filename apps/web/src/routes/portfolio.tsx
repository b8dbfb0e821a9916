import { createRoute } from '@tanstack/react-router';
import { clientLayoutRoute } from './_client.tsx';

// The client's investments; the firm records them on the adviser's client page.
export const portfolioRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'portfolio',
  loader: async ({ context }) => {
    const { portfolioQueryOptions } = await import('../features/portfolio/api.ts');
    return context.queryClient.ensureQueryData(portfolioQueryOptions());
  },
}).lazy(() => import('./portfolio.lazy.tsx').then((module) => module.portfolioLazyRoute));
