import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { AdviserRiskTab } from '../features/risk/components/adviser-risk-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';

const clientRoute = getRouteApi('/adviser/clients/$clientId');

function RiskTabRoute() {
  const clientId = clientIdOf(clientRoute.useParams());
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  return <AdviserRiskTab clientId={clientId} clientName={client.name} />;
}

export const riskTabLazyRoute = createLazyRoute('/adviser/clients/$clientId/risk')({
  component: RiskTabRoute,
});
