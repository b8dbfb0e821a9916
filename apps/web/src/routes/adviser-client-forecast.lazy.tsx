import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { adviserFactFindQueryOptions } from '../features/adviser/fact-find-api.ts';
import { AdviserForecastTab } from '../features/forecast/components/adviser-forecast-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

// The route composes the two features: the client's current fact-find as the adviser reads it (the cache the
// adviser's live updates refetch on every fact-find event), and the forecast made from it.
function ForecastTabRoute() {
  const clientId = clientIdOf(clientRoute.useParams());
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const { data: factFind } = useSuspenseQuery(adviserFactFindQueryOptions(clientId, null));
  return (
    <AdviserForecastTab
      clientId={clientId}
      clientName={client.name}
      factFind={factFind.factFind}
      factFindStatus={factFind.status}
      dob={client.dob}
      jointDob={client.joint?.dob ?? null}
      region={client.region}
      currencySymbol={client.currency_symbol}
    />
  );
}

export const forecastTabLazyRoute = createLazyRoute('/_staff/adviser/clients/$clientId/forecast')({
  component: ForecastTabRoute,
});
