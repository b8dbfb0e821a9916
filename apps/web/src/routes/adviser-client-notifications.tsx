import { createFileRoute } from '@tanstack/react-router';
import { NotifyTab } from '../features/adviser/components/notify-tab.tsx';
import { ensureQuery } from '../lib/route-loaders.ts';
import { clientIdOf } from './adviser-client.tsx';
import { useClientId } from './client-tab.ts';

export const Route = createFileRoute('/_staff/adviser/clients/$clientId/notifications')({
  loader: ({ context, params }) =>
    ensureQuery(context, import('../features/adviser/api.ts'), (api) =>
      api.clientDetailQueryOptions(clientIdOf(params)),
    ),
  component: NotifyTabRoute,
});

function NotifyTabRoute() {
  return <NotifyTab clientId={useClientId()} />;
}
