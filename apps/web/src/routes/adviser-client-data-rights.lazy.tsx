import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { adviserKeys, clientDetailQueryOptions } from '../features/adviser/api.ts';
import { DataRightsPanel } from '../features/data-rights/components/data-rights-panel.tsx';
import { clientIdOf } from './adviser-client.tsx';

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

function ClientDataRightsRoute() {
  const clientId = clientIdOf(clientRoute.useParams());
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const queryClient = useQueryClient();
  // After an erasure the client's name and status change everywhere the adviser pages show them.
  const refresh = () => {
    for (const queryKey of [adviserKeys.detail(clientId), adviserKeys.clientLists, adviserKeys.dashboard])
      void queryClient.invalidateQueries({ queryKey });
  };
  return <DataRightsPanel clientId={clientId} clientName={client.name} onErased={refresh} />;
}

export const clientDataRightsLazyRoute = createLazyRoute(
  '/_staff/adviser/clients/$clientId/_admin/data-rights',
)({
  component: ClientDataRightsRoute,
});
