import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { clientDetailQueryOptions } from '../features/adviser/api.ts';
import { useRefreshClient } from '../features/adviser/hooks/use-refresh-client.ts';
import { AdviserMessagesTab } from '../features/messages/components/adviser-messages-tab.tsx';
import { SupportAdjustments } from '../features/support-needs/components/support-adjustments.tsx';
import { useClientId } from './client-tab.ts';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/messages')({
  // No loader: fetching the conversation marks it read, so hovering the tab (preloading) must not fetch it.,
  component: MessagesTabRoute,
});

// The household's adjustments (a phone call rather than messages…) shown above the reply, before the adviser writes.
function MessagesTabRoute() {
  const clientId = useClientId();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  // Reading or answering the conversation drops the unread counts on the client's record and the lists.
  const refreshClient = useRefreshClient(clientId);
  return (
    <AdviserMessagesTab
      clientId={clientId}
      clientName={client.name}
      beforeReply={<SupportAdjustments clientId={clientId} where="message" />}
      onRead={refreshClient}
    />
  );
}
