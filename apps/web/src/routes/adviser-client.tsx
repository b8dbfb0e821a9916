import { createRoute, notFound } from '@tanstack/react-router';
import { isApiError } from '../lib/http.ts';
import { adviserLayoutRoute } from './adviser-layout.tsx';

export function clientIdOf(params: { clientId: string }): number {
  return Number(params.clientId);
}

// A client out of the adviser's reach answers 404, exactly like a client that does not exist.
export const adviserClientRoute = createRoute({
  getParentRoute: () => adviserLayoutRoute,
  path: 'clients/$clientId',
  beforeLoad: ({ params }) => {
    const id = clientIdOf(params);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  },
  loader: async ({ context, params }) => {
    const { clientDetailQueryOptions } = await import('../features/adviser/api.ts');
    try {
      await context.queryClient.ensureQueryData(clientDetailQueryOptions(clientIdOf(params)));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
}).lazy(() => import('./adviser-client.lazy.tsx').then((module) => module.adviserClientLazyRoute));
