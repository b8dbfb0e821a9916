import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';

export const inviteRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'invite/$invitationHash',
  loader: async ({ context, params }) => {
    const { invitationQueryOptions } = await import('../features/account/api.ts');
    return context.queryClient.ensureQueryData(invitationQueryOptions(params.invitationHash));
  },
  errorComponent: lazyRouteComponent(() => import('./invite.lazy.tsx'), 'InvitationError'),
}).lazy(() => import('./invite.lazy.tsx').then((module) => module.inviteLazyRoute));
