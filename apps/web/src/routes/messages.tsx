import { createRoute } from '@tanstack/react-router';
import { clientLayoutRoute } from './_client.tsx';

// A client's conversation with their adviser; the firm's side comes with the adviser console.
export const messagesRoute = createRoute({
  getParentRoute: () => clientLayoutRoute,
  path: 'messages',
  loader: async ({ context }) => {
    const { messagesQueryOptions } = await import('../features/messages/api.ts');
    return context.queryClient.ensureQueryData(messagesQueryOptions());
  },
}).lazy(() => import('./messages.lazy.tsx').then((module) => module.messagesLazyRoute));
