import { createRoute } from '@tanstack/react-router';
import { adminClientTabsRoute } from './_admin.tsx';
import { clientIdOf } from './adviser-client.tsx';

// The client page's Permissions tab (admins only: _admin.tsx): the client user's own permissions.
export const adviserClientPermissionsRoute = createRoute({
  getParentRoute: () => adminClientTabsRoute,
  path: 'permissions',
  loader: async ({ context, params }) => {
    const { clientPermissionsQueryOptions } = await import('../features/templates/api.ts');
    return context.queryClient.ensureQueryData(clientPermissionsQueryOptions(clientIdOf(params)));
  },
}).lazy(() => import('./adviser-templates.lazy.tsx').then((module) => module.clientPermissionsLazyRoute));
