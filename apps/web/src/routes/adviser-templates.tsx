import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { useQueryClient } from '@tanstack/react-query';
import { createFileRoute, useNavigate } from '@tanstack/react-router';
import { factFindKeys } from '../features/factfind/api.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { TemplatesPage } from '../features/templates/components/templates-page.tsx';

export const Route = createFileRoute('/_staff/adviser/_admin/templates')({
  loader: async ({ context }) => {
    const { templateDraftQueryOptions, templateVersionsQueryOptions } = await import(
      '../features/templates/api.ts'
    );
    return Promise.all([
      context.queryClient.ensureQueryData(templateDraftQueryOptions()),
      context.queryClient.ensureQueryData(templateVersionsQueryOptions()),
    ]);
  },
  component: AdviserTemplatesRoute,
});

function AdviserTemplatesRoute() {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Preview mode (features/factfind/target.ts): the fact-find pages show the draft from the preview cache and call nothing.
  const preview = (data: PortalChangesResponse) => {
    queryClient.setQueryData(factFindKeys.preview, structuredClone(data));
    void navigate({ to: '/fact-find', search: { preview: 1 } });
  };
  return (
    <>
      <FirmPageTitle page="Fact-find template" />
      <TemplatesPage onPreview={preview} />
    </>
  );
}
