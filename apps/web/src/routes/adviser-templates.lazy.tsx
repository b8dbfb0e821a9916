import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { useQueryClient } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi, useNavigate } from '@tanstack/react-router';
import { factFindKeys } from '../features/factfind/api.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { ClientPermissionsPanel } from '../features/templates/components/client-permissions-panel.tsx';
import { TemplatesPage } from '../features/templates/components/templates-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';
import { clientIdOf } from './adviser-client.tsx';

function AdviserTemplatesRoute() {
  const firm = useFirm();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  // Preview mode (features/factfind/target.ts): the fact-find pages show the draft from the preview cache and call nothing.
  const preview = (data: PortalChangesResponse) => {
    queryClient.setQueryData(factFindKeys.preview, structuredClone(data));
    void navigate({ to: '/fact-find', search: { preview: 1 } });
  };
  return (
    <>
      <PageTitle page="Fact-find template" firmName={firm.name} />
      <TemplatesPage onPreview={preview} />
    </>
  );
}

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

function ClientPermissionsRoute() {
  return <ClientPermissionsPanel clientId={clientIdOf(clientRoute.useParams())} />;
}

export const adviserTemplatesLazyRoute = createLazyRoute('/_staff/adviser/_admin/templates')({
  component: AdviserTemplatesRoute,
});
export const clientPermissionsLazyRoute = createLazyRoute(
  '/_staff/adviser/clients/$clientId/_admin/permissions',
)({
  component: ClientPermissionsRoute,
});
