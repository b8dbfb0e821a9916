import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { clientPortfolioQueryOptions } from '../features/portfolio/api.ts';
import { PortfolioTab } from '../features/portfolio/components/portfolio-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

// The client page's Portfolio tab, in a chunk of its own so the other tabs do not carry it.
export const Route = createFileRoute('/_staff/adviser/clients/$clientId/portfolio')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(clientPortfolioQueryOptions(clientIdOf(params))),
  component: PortfolioTabRoute,
});

function PortfolioTabRoute() {
  const clientId = useClientId();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  return <PortfolioTab clientId={clientId} clientName={client.name} />;
}
