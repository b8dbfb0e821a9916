import { createRoute } from '@tanstack/react-router';
import { adminLayoutRoute } from './_admin.tsx';

// The firm's branding and portal settings, for admins (_admin.tsx: an adviser gets the 404 screen).
export const adviserSettingsRoute = createRoute({
  getParentRoute: () => adminLayoutRoute,
  path: 'settings',
  loader: async ({ context }) => {
    const { firmSettingsQueryOptions } = await import('../features/firm-settings/api.ts');
    return context.queryClient.ensureQueryData(firmSettingsQueryOptions());
  },
}).lazy(() => import('./adviser-settings.lazy.tsx').then((module) => module.adviserSettingsLazyRoute));
