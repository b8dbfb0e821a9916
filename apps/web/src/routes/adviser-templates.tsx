import { createFileRoute } from '@tanstack/react-router';
import { useOpenPreview } from '../features/factfind/hooks/use-open-preview.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { TemplatesPage } from '../features/templates/components/templates-page.tsx';
import { ensureQueries } from '../lib/route-loaders.ts';

export const Route = createFileRoute('/_staff/adviser/_admin/templates')({
  loader: ({ context }) =>
    ensureQueries(context, import('../features/templates/api.ts'), (api) => [
      api.templateDraftQueryOptions(),
      api.templateVersionsQueryOptions(),
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
