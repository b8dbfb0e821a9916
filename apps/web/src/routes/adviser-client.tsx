import { useQuery } from '@tanstack/react-query';
import { createFileRoute, getRouteApi, notFound, Outlet, useRouterState } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { ClientPage } from '../features/adviser/components/client-page.tsx';
import { clientTabs, tabOfPath } from '../features/adviser/components/client-tabs.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { isApiError } from '../lib/http.ts';

export function clientIdOf(params: { clientId: string }): number {
  return Number(params.clientId);
}

// A client out of the adviser's reach answers 404, exactly like a client that does not exist.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId')({
  beforeLoad: ({ params }) => {
    const id = clientIdOf(params);
    if (!Number.isInteger(id) || id <= 0 || id > 2_147_483_647) throw notFound();
  },
  loader: async ({ context, params }) => {
    try {
      await context.queryClient.ensureQueryData(clientDetailQueryOptions(clientIdOf(params)));
    } catch (error) {
      if (isApiError(error) && error.status === 404) throw notFound();
      throw error;
    }
  },
  component: AdviserClientRoute,
});

const route = getRouteApi('/_staff/adviser/clients/$clientId');

function AdviserClientRoute() {
  const clientId = clientIdOf(route.useParams());
  const name = useQuery(clientDetailQueryOptions(clientId)).data?.name ?? 'Client';
  const tab = tabOfPath(useRouterState({ select: (state) => state.location.pathname }));
  const tabLabel = clientTabs.find((candidate) => candidate.slug === tab)?.label ?? 'Overview';
  return (
    <>
      <FirmPageTitle page={`${tabLabel} · ${name}`} />
      <ClientPage clientId={clientId}>
        <Outlet />
      </ClientPage>
    </>
  );
}
