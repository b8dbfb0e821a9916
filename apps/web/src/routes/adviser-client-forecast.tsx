import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { adviserFactFindQueryOptions } from '../features/factfind/adviser-api.ts';
import { assumptionsQueryOptions, clientScenariosQueryOptions } from '../features/forecast/api.ts';
import { AdviserForecastTab } from '../features/forecast/components/adviser-forecast-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Forecast tab (docs/forecast.md): the client's cashflow forecast from their current fact-find,
// and the scenarios the adviser saves and shares; in a chunk of its own so the other tabs do not carry the engine.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/forecast')({
  loader: ({ context, params }) => {
    const clientId = clientIdOf(params);
    // The assumptions and the saved scenarios beside the fact-find; either failing is shown by the tab itself.
    return Promise.all([
      context.queryClient.ensureQueryData(clientDetailQueryOptions(clientId)),
      context.queryClient.ensureQueryData(adviserFactFindQueryOptions(clientId, null)),
      context.queryClient.prefetchQuery(assumptionsQueryOptions()),
      context.queryClient.prefetchQuery(clientScenariosQueryOptions(clientId)),
    ]);
  },
  component: ForecastTabRoute,
});

// The route composes the two features: the client's current fact-find as the adviser reads it (the cache the
// adviser's live updates refetch on every fact-find event), and the forecast made from it.
function ForecastTabRoute() {
  const clientId = useClientId();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const { data: factFind } = useSuspenseQuery(adviserFactFindQueryOptions(clientId, null));
  return (
    <AdviserForecastTab
      clientId={clientId}
      clientName={client.name}
      jointName={client.joint?.name ?? null}
      factFind={factFind.factFind}
      factFindStatus={factFind.status}
      dob={client.dob}
      jointDob={client.joint?.dob ?? null}
      region={client.region}
      currencySymbol={client.currency_symbol}
    />
  );
}
