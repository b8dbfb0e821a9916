import { createFileRoute } from '@tanstack/react-router';
import { useOpenPreview } from '../features/factfind/hooks/use-open-preview.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { templateDraftQueryOptions, templateVersionsQueryOptions } from '../features/templates/api.ts';
import { TemplatesPage } from '../features/templates/components/templates-page.tsx';

export const Route = createFileRoute('/_staff/adviser/_admin/templates')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(templateDraftQueryOptions()),
      context.queryClient.ensureQueryData(templateVersionsQueryOptions()),
    ]),
  component: AdviserTemplatesRoute,
});

function AdviserTemplatesRoute() {
  const preview = useOpenPreview();
  return (
    <>
      <FirmPageTitle page="Fact-find template" />
      <TemplatesPage onPreview={preview} />
    </>
  );
}
