import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';
import { requireGuest } from './guards.ts';

export const passwordResetRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'password/reset/$resetToken',
  validateSearch: (search: Record<string, unknown>): { email?: string } =>
    typeof search.email === 'string' ? { email: search.email } : {},
  beforeLoad: requireGuest,
}).lazy(() => import('./password-reset.lazy.tsx').then((module) => module.passwordResetLazyRoute));
