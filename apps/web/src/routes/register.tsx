import { createRoute, redirect } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';
import { requireGuest } from './guards.ts';

// /register exists only while the firm allows registration; otherwise it is the login page.
export const registerRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'register',
  beforeLoad: async ({ context }) => {
    requireGuest();
    const { firmQueryOptions } = await import('../features/firm/api.ts');
    const firm = await context.queryClient.ensureQueryData(firmQueryOptions());
    if (!firm.onboardingEnabled) throw redirect({ to: '/login', replace: true });
  },
}).lazy(() => import('./register.lazy.tsx').then((module) => module.registerLazyRoute));
