import { createLazyRoute } from '@tanstack/react-router';
import { DocumentsPage } from '../features/documents/components/documents-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

function DocumentsRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Documents" firmName={firm.name} />
      <DocumentsPage recipient={user?.adviser.name || firm.name} />
    </>
  );
}

export const documentsLazyRoute = createLazyRoute('/app/_client/documents')({ component: DocumentsRoute });
