import { createRoute } from '@tanstack/react-router';
import { adviserLayoutRoute } from './adviser-layout.tsx';

// The adviser's inbox: every client conversation, unread counts, newest first.
export const adviserMessagesRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: 'messages',
  loader: async ({ context }) => {
    const { conversationsQueryOptions } = await import('../features/adviser/conversations-api.ts');
    return context.queryClient.ensureQueryData(conversationsQueryOptions());
  },
}).lazy(() => import('./adviser-messages.lazy.tsx').then((module) => module.adviserMessagesLazyRoute));
