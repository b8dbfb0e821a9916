import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { MessagesTab } from '../features/adviser/components/messages-tab.tsx';
import { clientIdOf } from './adviser-client.tsx';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/messages')({
  // No loader: fetching the conversation marks it read, so hovering the tab (preloading) must not fetch it.,
  component: MessagesTabRoute,
});

const clientRoute = getRouteApi('/_staff/adviser/clients/$clientId');

const useClientId = () => clientIdOf(clientRoute.useParams());

function MessagesTabRoute() {
  return <MessagesTab clientId={useClientId()} />;
}
