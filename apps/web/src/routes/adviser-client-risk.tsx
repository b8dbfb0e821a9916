import { createFileRoute } from '@tanstack/react-router';
import { clientRiskQueryOptions } from '../features/risk/adviser-api.ts';
import { AdviserRiskTab } from '../features/risk/components/adviser-risk-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Risk tab (docs/attitude-to-risk.md): the client's attitude to risk and the adviser's override of the level.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/risk')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(clientRiskQueryOptions(clientIdOf(params))),
  component: RiskTabRoute,
});

function RiskTabRoute() {
  const clientId = useClientId();
  return <AdviserRiskTab clientId={clientId} />;
}
