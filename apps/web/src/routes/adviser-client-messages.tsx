import { createFileRoute } from '@tanstack/react-router';
import { MessagesTab } from '../features/adviser/components/messages-tab.tsx';
import { SupportAdjustments } from '../features/support-needs/components/support-adjustments.tsx';
import { useClientId } from './client-tab.ts';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/messages')({
  // No loader: fetching the conversation marks it read, so hovering the tab (preloading) must not fetch it.,
  component: MessagesTabRoute,
});

// The household's adjustments (a phone call rather than messages…) shown above the reply, before the adviser writes.
function MessagesTabRoute() {
  const clientId = useClientId();
  return (
    <MessagesTab
      clientId={clientId}
      beforeReply={<SupportAdjustments clientId={clientId} where="message" />}
    />
  );
}
