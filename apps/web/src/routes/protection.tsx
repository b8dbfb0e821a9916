import { createFileRoute, notFound } from '@tanstack/react-router';
import { factFindQueryOptions } from '../features/factfind/api.ts';
import { ProtectionPage } from '../features/factfind/protection/components/protection-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useSendMessage } from '../features/messages/hooks/use-send-message.ts';
import { getSession, useSession } from '../lib/session.ts';
import { requireClientRecord } from './guards.ts';

// The client's protection page. i-pipeline exists only for firms with accessIpipeline (the user's canSeeIpipeline);
// for everyone else it is an unknown page.
export const Route = createFileRoute('/_app/_client/i-pipeline')({
  beforeLoad: () => {
    const { user } = getSession();
    if (!user?.canSeeIpipeline) throw notFound();
    return requireClientRecord();
  },
  loader: ({ context }) => context.queryClient.ensureQueryData(factFindQueryOptions(context.clientId)),
  component: ProtectionRoute,
});

function ProtectionRoute() {
  const { user } = useSession();
  const client = user?.client;
  const sendToAdviser = useSendMessage();
  return (
    <>
      <FirmPageTitle page="Protection" />
      {user && client ? (
        <ProtectionPage
          sendToAdviser={sendToAdviser}
          clientId={client.id}
          region={user.region}
          currencySymbol={client.currency_symbol}
          clientName={client.name}
          jointName={client.joint_name}
          adviserName={user.adviser.name}
        />
      ) : null}
    </>
  );
}
