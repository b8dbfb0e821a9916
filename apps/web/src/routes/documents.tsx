import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { appLayoutRoute } from './app-layout.tsx';

// The client's documents (issue 9); the firm's side is the adviser's client page.
export const documentsRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'documents',
  beforeLoad: () => {
    if (getSession().user?.role !== 'client') throw redirect({ to: '/', replace: true });
  },
  loader: async ({ context }) => {
    const { documentsQueryOptions } = await import('../features/documents/api.ts');
    return context.queryClient.ensureQueryData(documentsQueryOptions());
  },
}).lazy(() => import('./documents.lazy.tsx').then((module) => module.documentsLazyRoute));
