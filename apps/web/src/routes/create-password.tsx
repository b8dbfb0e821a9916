import { createRoute, lazyRouteComponent } from '@tanstack/react-router';
import { authLayoutRoute } from './auth-layout.tsx';

// A guest-style public page; the invitation itself is the proof of who is here.
export const createPasswordRoute = createRoute({
  getParentRoute: () => authLayoutRoute,
  path: 'create-password/$invitationHash',
  loader: async ({ context, params }) => {
    const { invitationQueryOptions } = await import('../features/account/api.ts');
    return context.queryClient.ensureQueryData(invitationQueryOptions(params.invitationHash));
  },
  errorComponent: lazyRouteComponent(() => import('./invite.lazy.tsx'), 'InvitationError'),
}).lazy(() => import('./create-password.lazy.tsx').then((module) => module.createPasswordLazyRoute));
