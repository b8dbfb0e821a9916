import { createFileRoute } from '@tanstack/react-router';
import { RequestTemplatesPage } from '../features/documents/components/request-templates-page.tsx';
import { templatesQueryOptions } from '../features/documents/requests-api.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';

// The firm's document request templates, for admins (_admin.tsx: an adviser gets the 404 screen).
export const Route = createFileRoute('/_staff/adviser/_admin/document-templates')({
  loader: ({ context }) => context.queryClient.ensureQueryData(templatesQueryOptions()),
  component: DocumentTemplatesRoute,
});

function DocumentTemplatesRoute() {
  return (
    <>
      <FirmPageTitle page="Document request templates" />
      <RequestTemplatesPage />
    </>
  );
}
