import { createFileRoute } from '@tanstack/react-router';
import { documentsQueryOptions } from '../features/documents/api.ts';
import { DocumentsPage } from '../features/documents/components/documents-page.tsx';
import { ownRequestsQueryOptions } from '../features/documents/requests-api.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { useSession } from '../lib/session.ts';

// The client's documents and what the firm asked them for; the firm's side is the adviser's client page.
export const Route = createFileRoute('/_app/_client/documents')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(documentsQueryOptions()),
      context.queryClient.ensureQueryData(ownRequestsQueryOptions()),
    ]),
  component: DocumentsRoute,
});

function DocumentsRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <FirmPageTitle page="Documents" />
      <DocumentsPage recipient={user?.adviser.name || firm.name} />
    </>
  );
}
