import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { AdviserNotifyTab } from '../features/notifications/components/adviser-notify-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/notifications')({
  loader: ({ context, params }) =>
    context.queryClient.ensureQueryData(clientDetailQueryOptions(clientIdOf(params))),
  component: NotifyTabRoute,
});

function NotifyTabRoute() {
  const clientId = useClientId();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  return <AdviserNotifyTab clientId={clientId} clientName={client.name} />;
}
