import { createRoute } from '@tanstack/react-router';
import { requireStaff } from './guards.ts';
import { rootRoute } from './root.tsx';

// Issue 7: the firm's workspace under /adviser, with its own layout; a client gets the 404 screen.
export const adviserLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  path: 'adviser',
  beforeLoad: ({ location }) => requireStaff(location),
}).lazy(() => import('./adviser-layout.lazy.tsx').then((module) => module.adviserLayoutLazyRoute));
