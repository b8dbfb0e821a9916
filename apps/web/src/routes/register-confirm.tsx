import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';
import { requireGuest } from './guards.ts';

// The link of the registration mail. It works even if the firm has closed registration since: the
// server decides whether the pending registration still counts.
export const registerConfirmRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'register/confirm/$token',
  beforeLoad: requireGuest,
}).lazy(() => import('./register-confirm.lazy.tsx').then((module) => module.registerConfirmLazyRoute));
