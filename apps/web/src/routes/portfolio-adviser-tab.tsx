import { createRoute } from '@tanstack/react-router';
import { adviserClientRoute, clientIdOf } from './adviser-client.tsx';

// The client page's Portfolio tab, in a chunk of its own so the other tabs do not carry it.
export const adviserClientPortfolioRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: 'portfolio',
  loader: async ({ context, params }) => {
    const { clientPortfolioQueryOptions } = await import('../features/portfolio/api.ts');
    return context.queryClient.ensureQueryData(clientPortfolioQueryOptions(clientIdOf(params)));
  },
}).lazy(() => import('./portfolio-adviser-tab.lazy.tsx').then((module) => module.portfolioTabLazyRoute));
