import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { DocumentsTab } from '../features/adviser/components/documents-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/documents')({
  loader: async ({ context, params }) => {
    const clientId = clientIdOf(params);
    const { documentsQueryOptions, linksQueryOptions } = await import('../features/adviser/documents-api.ts');
    return Promise.all([
      context.queryClient.ensureQueryData(documentsQueryOptions(clientId)),
      context.queryClient.ensureQueryData(linksQueryOptions(clientId)),
    ]);
  },
  component: DocumentsTabRoute,
});

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

const useClientId = () => clientIdOf(clientRoute.useParams());

function DocumentsTabRoute() {
  return <DocumentsTab clientId={useClientId()} />;
}
