import { createRoute } from '@tanstack/react-router';
import { requireSession } from './guards.ts';
import { rootRoute } from './root.tsx';

// The signed-in pages' shell (a pathless layout): its guard checks the session once, before any of them loads.
// Its children are every signed-in user's own profile and the client's pages (_client.tsx, which checks the role).
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ location }) => requireSession(location),
}).lazy(() => import('./app-layout.lazy.tsx').then((module) => module.appLayoutLazyRoute));
