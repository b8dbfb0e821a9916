import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { PortfolioTab } from '../features/portfolio/components/portfolio-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

function PortfolioTabRoute() {
  const clientId = clientIdOf(clientRoute.useParams());
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  return <PortfolioTab clientId={clientId} clientName={client.name} />;
}

export const portfolioTabLazyRoute = createLazyRoute('/_staff/adviser/clients/$clientId/portfolio')({
  component: PortfolioTabRoute,
});
