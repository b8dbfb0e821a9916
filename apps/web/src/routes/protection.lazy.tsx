import { createLazyRoute } from '@tanstack/react-router';
import { ProtectionPage } from '../features/factfind/protection/components/protection-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { useSendMessage } from '../features/messages/hooks/use-send-message.ts';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

function ProtectionRoute() {
  const { user } = useSession();
  const firm = useFirm();
  const client = user?.client;
  const sendToAdviser = useSendMessage();
  return (
    <>
      <PageTitle page="Protection" firmName={firm.name} />
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

export const protectionLazyRoute = createLazyRoute('/app/_client/i-pipeline')({ component: ProtectionRoute });
