import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { NotifyTab } from '../features/adviser/components/notify-tab.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';
import { clientIdOf } from './adviser-client.tsx';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/notifications')({
  loader: ({ context, params }) =>
    ensureQuery(context, import('../features/adviser/api.ts'), (api) =>
      api.clientDetailQueryOptions(clientIdOf(params)),
    ),
  component: NotifyTabRoute,
});

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

const useClientId = () => clientIdOf(clientRoute.useParams());

function NotifyTabRoute() {
  return <NotifyTab clientId={useClientId()} />;
}
