import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { appLayoutRoute } from './app-layout.tsx';

// Useful links for the client (issue 9); the firm keeps them from the adviser's pages.
export const linksRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'links',
  beforeLoad: () => {
    if (getSession().user?.role !== 'client') throw redirect({ to: '/', replace: true });
  },
  loader: async ({ context }) => {
    const { linksQueryOptions } = await import('../features/links/api.ts');
    return context.queryClient.ensureQueryData(linksQueryOptions());
  },
}).lazy(() => import('./links.lazy.tsx').then((module) => module.linksLazyRoute));
