import { createRoute, notFound, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { clientLayoutRoute } from './_client.tsx';

// The client's protection page. i-pipeline exists only for firms with accessIpipeline (the user's canSeeIpipeline);
// for everyone else it is an unknown page.
export const protectionRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'i-pipeline',
  beforeLoad: () => {
    const { user } = getSession();
    if (!user?.canSeeIpipeline) throw notFound();
    if (!user.client) throw redirect({ to: '/', replace: true });
    return { clientId: user.client.id };
  },
  loader: async ({ context }) => {
    const { factFindQueryOptions } = await import('../features/factfind/api.ts');
    return context.queryClient.ensureQueryData(factFindQueryOptions(context.clientId));
  },
}).lazy(() => import('./protection.lazy.tsx').then((module) => module.protectionLazyRoute));
