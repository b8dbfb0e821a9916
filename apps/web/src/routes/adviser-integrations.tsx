import { createFileRoute } from '@tanstack/react-router';
import { credentialsQueryOptions, endpointsQueryOptions } from '../features/api-access/api.ts';
import { IntegrationsPage } from '../features/api-access/components/integrations-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';

// The firm's API credentials and webhooks, for admins (_admin.tsx: an adviser gets the 404 screen).
export const Route = createFileRoute('/_staff/adviser/_admin/integrations')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(credentialsQueryOptions()),
      context.queryClient.ensureQueryData(endpointsQueryOptions()),
    ]),
  component: AdviserIntegrationsRoute,
});

function AdviserIntegrationsRoute() {
  return (
    <>
      <FirmPageTitle page="Integrations" />
      <IntegrationsPage />
    </>
  );
}
