import { createFileRoute } from '@tanstack/react-router';
import { DocumentsTab } from '../features/adviser/components/documents-tab.tsx';
import { documentsQueryOptions, linksQueryOptions } from '../features/adviser/documents-api.ts';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/documents')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(documentsQueryOptions(clientIdOf(params))),
      context.queryClient.ensureQueryData(linksQueryOptions(clientIdOf(params))),
    ]),
  component: DocumentsTabRoute,
});

function DocumentsTabRoute() {
  return <DocumentsTab clientId={useClientId()} />;
}
