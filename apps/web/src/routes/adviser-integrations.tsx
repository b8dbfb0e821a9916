import { createFileRoute } from '@tanstack/react-router';
import { IntegrationsPage } from '../features/api-access/components/integrations-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { ensureQueries } from '../lib/route-loaders.ts';

// The firm's API credentials and webhooks, for admins (_admin.tsx: an adviser gets the 404 screen).
export const Route = createFileRoute('/_staff/adviser/_admin/integrations')({
  loader: ({ context }) =>
    ensureQueries(context, import('../features/api-access/api.ts'), (api) => [
      api.credentialsQueryOptions(),
      api.endpointsQueryOptions(),
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
