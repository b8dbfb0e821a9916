import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { ClientPermissionsPanel } from '../features/templates/components/client-permissions-panel.tsx';
import { clientIdOf } from './adviser-client.tsx';

// The client page's Permissions tab (admins only: _admin.tsx): the client user's own permissions.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/_admin/permissions')({
  loader: async ({ context, params }) => {
    const { clientPermissionsQueryOptions } = await import('../features/templates/api.ts');
    return context.queryClient.ensureQueryData(clientPermissionsQueryOptions(clientIdOf(params)));
  },
  component: ClientPermissionsRoute,
});

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

function ClientPermissionsRoute() {
  return <ClientPermissionsPanel clientId={clientIdOf(clientRoute.useParams())} />;
}
