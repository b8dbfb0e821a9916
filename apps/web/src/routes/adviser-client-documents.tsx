import { createFileRoute } from '@tanstack/react-router';
import { DocumentsTab } from '../features/adviser/components/documents-tab.tsx';
import { ensureQueries } from '../lib/route-loaders.ts';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/documents')({
  loader: ({ context, params }) =>
    ensureQueries(context, import('../features/adviser/documents-api.ts'), (api) => [
      api.documentsQueryOptions(clientIdOf(params)),
      api.linksQueryOptions(clientIdOf(params)),
    ]),
  component: DocumentsTabRoute,
});

function DocumentsTabRoute() {
  return <DocumentsTab clientId={useClientId()} />;
}
