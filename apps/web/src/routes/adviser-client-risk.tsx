import { createRoute } from '@tanstack/react-router';
import { clientRiskQueryOptions } from '../features/risk/adviser-api.ts';
import { adviserClientRoute, clientIdOf } from './adviser-client.tsx';

// The client page's Risk tab (issue 9): the client's attitude to risk and the adviser's override of the level.
export const adviserClientRiskRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: 'risk',
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(clientRiskQueryOptions(clientIdOf(params))),
}).lazy(() => import('./adviser-client-risk.lazy.tsx').then((module) => module.riskTabLazyRoute));
