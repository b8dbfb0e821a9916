import { createRoute } from '@tanstack/react-router';
import { adviserClientRoute, clientIdOf } from './adviser-client.tsx';
import { requireAdmin } from './adviser-templates.tsx';

// The client page's Data rights tab (issue 8, admins only): the data export and the erasure.
export const adviserClientDataRightsRoute = createRoute({
  getParentRoute: () => adviserClientRoute,
  path: 'data-rights',
  beforeLoad: requireAdmin,
  loader: async ({ context, params }) => {
    const { dataRightsQueryOptions } = await import('../features/data-rights/api.ts');
    return context.queryClient.ensureQueryData(dataRightsQueryOptions(clientIdOf(params)));
  },
}).lazy(() =>
  import('./adviser-client-data-rights.lazy.tsx').then((module) => module.clientDataRightsLazyRoute),
);
