import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { clientLayoutRoute } from './_client.tsx';

// The client's figures from their fact-find: net worth, monthly income and outgoings, take-home pay.
export const financesRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'finances',
  beforeLoad: () => {
    const { user } = getSession();
    if (!user?.client) throw redirect({ to: '/', replace: true });
    return { clientId: user.client.id };
  },
  loader: async ({ context }) => {
    const { factFindQueryOptions } = await import('../features/factfind/api.ts');
    return context.queryClient.ensureQueryData(factFindQueryOptions(context.clientId));
  },
}).lazy(() => import('./finances.lazy.tsx').then((module) => module.financesLazyRoute));
