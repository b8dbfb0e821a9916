import { createRoute } from '@tanstack/react-router';
import { staffLayoutRoute } from './_staff.tsx';

// The firm's workspace under /adviser, with its own layout; who may open it is checked by _staff.tsx.
export const adviserLayoutRoute = createRoute({
  getParentRoute: () => staffLayoutRoute,
  path: 'adviser',
}).lazy(() => import('./adviser-layout.lazy.tsx').then((module) => module.adviserLayoutLazyRoute));
