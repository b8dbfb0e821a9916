import { createRoute } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';
import { requirePendingMultifactor } from './guards.ts';

export const multiFactorAuthRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'multi-factor-auth',
  beforeLoad: requirePendingMultifactor,
  loader: async ({ context }) => {
    const { mfaStatusQueryOptions } = await import('../features/mfa/api.ts');
    return context.queryClient.ensureQueryData(mfaStatusQueryOptions());
  },
}).lazy(() => import('./multi-factor-auth.lazy.tsx').then((module) => module.multiFactorAuthLazyRoute));
