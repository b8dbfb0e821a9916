import { createFileRoute } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { NotifyTab } from '../features/adviser/components/notify-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/notifications')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(clientDetailQueryOptions(clientIdOf(params))),
  component: NotifyTabRoute,
});

function NotifyTabRoute() {
  return <NotifyTab clientId={useClientId()} />;
}
