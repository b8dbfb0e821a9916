import { createFileRoute } from '@tanstack/react-router';
import { clientPermissionsQueryOptions } from '../features/templates/api.ts';
import { ClientPermissionsPanel } from '../features/templates/components/client-permissions-panel.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Permissions tab (admins only: _admin.tsx): the client user's own permissions.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/_admin/permissions')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(clientPermissionsQueryOptions(clientIdOf(params))),
  component: ClientPermissionsRoute,
});

function ClientPermissionsRoute() {
  return <ClientPermissionsPanel clientId={useClientId()} />;
}
