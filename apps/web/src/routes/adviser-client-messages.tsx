import { createFileRoute } from '@tanstack/react-router';
import { MessagesTab } from '../features/adviser/components/messages-tab.tsx';
import { useClientId } from './client-tab.ts';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/messages')({
  // No loader: fetching the conversation marks it read, so hovering the tab (preloading) must not fetch it.,
  component: MessagesTabRoute,
});

function MessagesTabRoute() {
  return <MessagesTab clientId={useClientId()} />;
}
