import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { DocumentsTab } from '../features/adviser/components/documents-tab.tsx';
import { documentsQueryOptions, linksQueryOptions } from '../features/adviser/documents-api.ts';
import { AdviserDocumentRequests } from '../features/documents/components/adviser-document-requests.tsx';
import { clientRequestsQueryOptions, templatesQueryOptions } from '../features/documents/requests-api.ts';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Documents tab: what the firm asked the household for (features/documents), then the documents
// and links themselves (features/adviser).
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/documents')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(documentsQueryOptions(clientIdOf(params))),
      context.queryClient.ensureQueryData(linksQueryOptions(clientIdOf(params))),
      context.queryClient.ensureQueryData(clientRequestsQueryOptions(clientIdOf(params))),
      context.queryClient.ensureQueryData(templatesQueryOptions()),
    ]),
  component: DocumentsTabRoute,
});

function DocumentsTabRoute() {
  const clientId = useClientId();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const people = client.people.map(({ person, name }) => ({ person, name }));
  return (
    <div className="flex flex-col gap-6">
      <AdviserDocumentRequests clientId={clientId} people={people} />
      <DocumentsTab clientId={clientId} />
    </div>
  );
}
