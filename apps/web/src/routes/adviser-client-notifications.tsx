import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { NotifyTab } from '../features/adviser/components/notify-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/notifications')({
  loader: async ({ context, params }) => {
    const { clientDetailQueryOptions } = await import('../features/adviser/api.ts');
    return context.queryClient.ensureQueryData(clientDetailQueryOptions(clientIdOf(params)));
  },
  component: NotifyTabRoute,
});

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

const useClientId = () => clientIdOf(clientRoute.useParams());

function NotifyTabRoute() {
  return <NotifyTab clientId={useClientId()} />;
}
