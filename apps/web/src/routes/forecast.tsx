import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { clientLayoutRoute } from './_client.tsx';

// "Will our money last?" (docs/forecast.md): the client's lifetime cashflow forecast from their fact-find.
export const forecastRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'forecast',
  beforeLoad: () => {
    const { user } = getSession();
    if (!user?.client) throw redirect({ to: '/', replace: true });
    return { clientId: user.client.id };
  },
  loader: async ({ context }) => {
    const [{ factFindQueryOptions }, forecast] = await Promise.all([
      import('../features/factfind/api.ts'),
      import('../features/forecast/api.ts'),
    ]);
    // The firm's assumptions and the shared scenarios are fetched beside the fact-find, so the first forecast
    // already runs on the firm's figures; either failing leaves the page to them (the standard assumptions).
    const [factFind] = await Promise.all([
      context.queryClient.ensureQueryData(factFindQueryOptions(context.clientId)),
      context.queryClient.prefetchQuery(forecast.assumptionsQueryOptions()),
      context.queryClient.prefetchQuery(forecast.sharedScenariosQueryOptions()),
    ]);
    return factFind;
  },
}).lazy(() => import('./forecast.lazy.tsx').then((module) => module.forecastLazyRoute));
