import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';

// Development only: the API answers 404 in production, and the page then says it is not available.
export const devMailboxRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'dev/mailbox',
}).lazy(() => import('./dev-mailbox.lazy.tsx').then((module) => module.devMailboxLazyRoute));
