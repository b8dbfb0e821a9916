import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';
import { requireGuest } from './guards.ts';

export type LoginSearch = { redirect?: string };

export const loginRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'login',
  validateSearch: (search: Record<string, unknown>): LoginSearch =>
    typeof search.redirect === 'string' ? { redirect: search.redirect } : {},
  beforeLoad: requireGuest,
}).lazy(() => import('./login.lazy.tsx').then((module) => module.loginLazyRoute));
