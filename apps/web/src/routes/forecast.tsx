import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { appLayoutRoute } from './app-layout.tsx';

// "Will our money last?" (docs/forecast.md): the client's lifetime cashflow forecast from their fact-find.
export const forecastRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'forecast',
  beforeLoad: () => {
    const { user } = getSession();
    if (user?.role !== 'client' || !user.client) throw redirect({ to: '/', replace: true });
    return { clientId: user.client.id };
  },
  loader: async ({ context }) => {
    const { factFindQueryOptions } = await import('../features/factfind/api.ts');
    return context.queryClient.ensureQueryData(factFindQueryOptions(context.clientId));
  },
}).lazy(() => import('./forecast.lazy.tsx').then((module) => module.forecastLazyRoute));
