import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { clientDocumentsQueryOptions } from '../features/documents/adviser-api.ts';
import { AdviserDocumentRequests } from '../features/documents/components/adviser-document-requests.tsx';
import { AdviserDocumentsTab } from '../features/documents/components/adviser-documents-tab.tsx';
import { clientRequestsQueryOptions, templatesQueryOptions } from '../features/documents/requests-api.ts';
import { clientLinksQueryOptions } from '../features/links/adviser-api.ts';
import { AdviserLinksPanel } from '../features/links/components/adviser-links-panel.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Documents tab: what the firm asked the household for and the documents themselves
// (features/documents), with the client's links beside them (features/links).
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/documents')({
  loader: ({ context, params }) =>
    Promise.all([
      context.queryClient.ensureQueryData(clientDocumentsQueryOptions(clientIdOf(params))),
      context.queryClient.ensureQueryData(clientLinksQueryOptions(clientIdOf(params))),
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
      <AdviserDocumentsTab
        clientId={clientId}
        clientName={client.name}
        links={<AdviserLinksPanel clientId={clientId} />}
      />
    </div>
  );
}
