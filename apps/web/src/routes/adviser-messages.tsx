import { createRoute } from '@tanstack/react-router';
import { conversationsQueryOptions } from '../features/adviser/conversations-api.ts';
import { adviserLayoutRoute } from './adviser-layout.tsx';

// The adviser's inbox (issue 7): every client conversation, unread counts, newest first.
export const adviserMessagesRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: 'messages',
  loader: ({ context }) => context.queryClient.ensureQueryData(conversationsQueryOptions()),
}).lazy(() => import('./adviser-messages.lazy.tsx').then((module) => module.adviserMessagesLazyRoute));
