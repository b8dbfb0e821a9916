import { createRoute } from '@tanstack/react-router';
import { appLayoutRoute } from './app-layout.tsx';

// Login required (the app layout's guard, app-layout.tsx), for clients and staff alike: details, email,
// password, MFA, devices.
export const profileRoute = createRoute({
  getParentRoute: () => appLayoutRoute,
  path: 'profile',
  loader: async ({ context }) => {
    const { profileQueryOptions, trustedDevicesQueryOptions } = await import('../features/profile/api.ts');
    return Promise.all([
      context.queryClient.ensureQueryData(profileQueryOptions()),
      context.queryClient.ensureQueryData(trustedDevicesQueryOptions()),
    ]);
  },
}).lazy(() => import('./profile.lazy.tsx').then((module) => module.profileLazyRoute));
