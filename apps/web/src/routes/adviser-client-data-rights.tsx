import { createRoute } from '@tanstack/react-router';
import { adminClientTabsRoute } from './_admin.tsx';
import { clientIdOf } from './adviser-client.tsx';

// The client page's Data rights tab (admins only: _admin.tsx): the data export and the erasure (docs/data-rights.md).
export const adviserClientDataRightsRoute = createRoute({
  getParentRoute: () => adminClientTabsRoute,
  path: 'data-rights',
  loader: async ({ context, params }) => {
    const { dataRightsQueryOptions } = await import('../features/data-rights/api.ts');
    return context.queryClient.ensureQueryData(dataRightsQueryOptions(clientIdOf(params)));
  },
}).lazy(() =>
  import('./adviser-client-data-rights.lazy.tsx').then((module) => module.clientDataRightsLazyRoute),
);
