import { createRoute } from '@tanstack/react-router';
import { requireSession, sendStaffToWorkspace } from './guards.ts';
import { rootRoute } from './root.tsx';

// Protected pages (spec §2/§6) share this pathless layout; its guard runs before any of them loads.
export const appLayoutRoute = createRoute({
  getParentRoute: () => rootRoute,
  id: 'app',
  beforeLoad: ({ location }) => {
    requireSession(location);
    sendStaffToWorkspace(location);
  },
}).lazy(() => import('./app-layout.lazy.tsx').then((module) => module.appLayoutLazyRoute));
