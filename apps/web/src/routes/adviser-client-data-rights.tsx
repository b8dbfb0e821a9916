import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { useRefreshClient } from '../features/adviser/hooks/use-refresh-client.ts';
import { dataRightsQueryOptions } from '../features/data-rights/api.ts';
import { DataRightsPanel } from '../features/data-rights/components/data-rights-panel.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Data rights tab (admins only: _admin.tsx): the data export and the erasure (docs/data-rights.md).
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/_admin/data-rights')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(dataRightsQueryOptions(clientIdOf(params))),
  component: ClientDataRightsRoute,
});

function ClientDataRightsRoute() {
  const clientId = useClientId();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  // After an erasure the client's name and status change everywhere the adviser pages show them.
  const refreshClient = useRefreshClient(clientId);
  return (
    <DataRightsPanel clientId={clientId} clientName={client.name} onErased={() => void refreshClient()} />
  );
}
