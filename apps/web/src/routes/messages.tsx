import { createRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { appLayoutRoute } from './app-layout.tsx';

// A client's conversation with their adviser; the firm's side comes with the adviser console.
export const messagesRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'messages',
  beforeLoad: () => {
    if (getSession().user?.role !== 'client') throw redirect({ to: '/', replace: true });
  },
  loader: async ({ context }) => {
    const { messagesQueryOptions } = await import('../features/messages/api.ts');
    return context.queryClient.ensureQueryData(messagesQueryOptions());
  },
}).lazy(() => import('./messages.lazy.tsx').then((module) => module.messagesLazyRoute));
