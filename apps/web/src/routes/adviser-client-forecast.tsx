import { createRoute } from '@tanstack/react-router';
import { adviserClientRoute, clientIdOf } from './adviser-client.tsx';

// The client page's Forecast tab (docs/forecast.md): the client's cashflow forecast from their current fact-find,
// and the scenarios the adviser saves and shares; in a chunk of its own so the other tabs do not carry the engine.
export const adviserClientForecastRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: 'forecast',
  loader: async ({ context, params }) => {
    const clientId = clientIdOf(params);
    const [adviser, factFinds, forecast] = await Promise.all([
      import('../features/adviser/api.ts'),
      import('../features/adviser/fact-find-api.ts'),
      import('../features/forecast/api.ts'),
    ]);
    // The assumptions and the saved scenarios beside the fact-find; either failing is shown by the tab itself.
    return Promise.all([
      context.queryClient.ensureQueryData(adviser.clientDetailQueryOptions(clientId)),
      context.queryClient.ensureQueryData(factFinds.adviserFactFindQueryOptions(clientId, null)),
      context.queryClient.prefetchQuery(forecast.assumptionsQueryOptions()),
      context.queryClient.prefetchQuery(forecast.clientScenariosQueryOptions(clientId)),
    ]);
  },
}).lazy(() => import('./adviser-client-forecast.lazy.tsx').then((module) => module.forecastTabLazyRoute));
