import type { ClientDetail } from '@atrium/domain/contract/adviser';
import type { UserClient } from '@atrium/domain/contract/auth';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { useRefreshClient } from '../features/adviser/hooks/use-refresh-client.ts';
import { adviserFactFindQueryOptions, factFindListQueryOptions } from '../features/factfind/adviser-api.ts';
import { AdviserFactFindTab } from '../features/factfind/components/adviser-fact-find-tab.tsx';
import { ReadOnlyFactFind } from '../features/factfind/components/read-only-fact-find.tsx';
import { useOpenPreview } from '../features/factfind/hooks/use-open-preview.ts';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// ?fact_find_id= opens an earlier fact-find; without it, the current one.
export type AdviserFactFindSearch = { fact_find_id?: number };

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/fact-find')({
  validateSearch: (search: Record<string, unknown>): AdviserFactFindSearch => {
    const id = Number(search.fact_find_id);
    return Number.isInteger(id) && id > 0 ? { fact_find_id: id } : {};
  },
  loaderDeps: ({ search }) => ({ factFindId: search.fact_find_id ?? null }),
  loader: ({ context, params, deps }) => {
    const clientId = clientIdOf(params);
    return Promise.all([
      context.queryClient.ensureQueryData(factFindListQueryOptions(clientId)),
      context.queryClient.ensureQueryData(adviserFactFindQueryOptions(clientId, deps.factFindId)),
    ]);
  },
  component: FactFindTabRoute,
});

const factFindRoute = getRouteApi('/_staff/adviser/clients/$clientId/fact-find');

// The client record the fact-find's display rules fall back to (names, dates of birth, currency).
function userClientOf(client: ClientDetail): UserClient {
  return {
    id: client.id,
    name: client.name,
    joint_name: client.joint?.name ?? null,
    dob: client.dob,
    joint_dob: client.joint?.dob ?? null,
    currency_symbol: client.currency_symbol,
  };
}

function FactFindTabRoute() {
  const clientId = useClientId();
  const { fact_find_id: factFindId } = factFindRoute.useSearch();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  // The preview starts from the client's answers.
  const preview = useOpenPreview();
  const refreshClient = useRefreshClient(clientId);
  return (
    <AdviserFactFindTab
      clientId={clientId}
      clientName={client.name}
      factFindId={factFindId ?? null}
      onPreview={preview}
      onStatusChange={refreshClient}
      renderFactFind={({ data, rowAction }) => (
        <ReadOnlyFactFind
          data={data}
          client={userClientOf(client)}
          region={client.region}
          rowAction={rowAction}
        />
      )}
    />
  );
}
