import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { AdviserRiskTab } from '../features/risk/components/adviser-risk-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

function RiskTabRoute() {
  const clientId = clientIdOf(clientRoute.useParams());
  return <AdviserRiskTab clientId={clientId} />;
}

export const riskTabLazyRoute = createLazyRoute('/_staff/adviser/clients/$clientId/risk')({
  component: RiskTabRoute,
});
