import { createFileRoute } from '@tanstack/react-router';
import { ClientPermissionsPanel } from '../features/templates/components/client-permissions-panel.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Permissions tab (admins only: _admin.tsx): the client user's own permissions.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/_admin/permissions')({
  loader: ({ context, params }) =>
    ensureQuery(context, import('../features/templates/api.ts'), (api) =>
      api.clientPermissionsQueryOptions(clientIdOf(params)),
    ),
  component: ClientPermissionsRoute,
});

function ClientPermissionsRoute() {
  return <ClientPermissionsPanel clientId={useClientId()} />;
}
