import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';
import { requireGuest } from './guards.ts';

export const forgotPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'forgot-password',
  beforeLoad: requireGuest,
}).lazy(() => import('./forgot-password.lazy.tsx').then((module) => module.forgotPasswordLazyRoute));
