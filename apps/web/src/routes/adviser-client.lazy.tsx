import { useQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi, Outlet, useRouterState } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { ClientPage } from '../features/adviser/components/client-page.tsx';
import { clientTabs, tabOfPath } from '../features/adviser/components/client-tabs.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';
import { clientIdOf } from './adviser-client.tsx';

const route = getRouteApi('/_staff/adviser/clients/$clientId');

function AdviserClientRoute() {
  const firm = useFirm();
  const clientId = clientIdOf(route.useParams());
  const name = useQuery(clientDetailQueryOptions(clientId)).data?.name ?? 'Client';
  const tab = tabOfPath(useRouterState({ select: (state) => state.location.pathname }));
  const tabLabel = clientTabs.find((candidate) => candidate.slug === tab)?.label ?? 'Overview';
  return (
    <>
      <PageTitle page={`${tabLabel} · ${name}`} firmName={firm.name} />
      <ClientPage clientId={clientId}>
        <Outlet />
      </ClientPage>
    </>
  );
}

export const adviserClientLazyRoute = createLazyRoute('/_staff/adviser/clients/$clientId')({
  component: AdviserClientRoute,
});
