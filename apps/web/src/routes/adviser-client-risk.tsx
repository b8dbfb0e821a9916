import { createRoute } from '@tanstack/react-router';
import { adviserClientRoute, clientIdOf } from './adviser-client.tsx';

// The client page's Risk tab (docs/attitude-to-risk.md): the client's attitude to risk and the adviser's override of the level.
export const adviserClientRiskRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: 'risk',
  loader: async ({ context, params }) => {
    const { clientRiskQueryOptions } = await import('../features/risk/adviser-api.ts');
    return context.queryClient.ensureQueryData(clientRiskQueryOptions(clientIdOf(params)));
  },
}).lazy(() => import('./adviser-client-risk.lazy.tsx').then((module) => module.riskTabLazyRoute));
