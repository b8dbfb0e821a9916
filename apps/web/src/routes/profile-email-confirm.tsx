import { createRoute } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';

// The email-change link (contract: emailChangeConfirmPath). Login required: a guest logs in first and is
// brought back here.
export const profileEmailConfirmRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'profile/email/confirm/$token',
}).lazy(() =>
  import('./profile-email-confirm.lazy.tsx').then((module) => module.profileEmailConfirmLazyRoute),
);
