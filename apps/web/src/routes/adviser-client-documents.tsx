import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { DocumentsTab } from '../features/adviser/components/documents-tab.tsx';
import { ensureQueries } from '../lib/route-loaders.ts';
import { clientIdOf } from './adviser-client.tsx';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/documents')({
  loader: ({ context, params }) =>
    ensureQueries(context, import('../features/adviser/documents-api.ts'), (api) => [
      api.documentsQueryOptions(clientIdOf(params)),
      api.linksQueryOptions(clientIdOf(params)),
    ]),
  component: DocumentsTabRoute,
});

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

const useClientId = () => clientIdOf(clientRoute.useParams());

function DocumentsTabRoute() {
  return <DocumentsTab clientId={useClientId()} />;
}
