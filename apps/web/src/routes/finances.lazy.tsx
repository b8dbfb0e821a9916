import { createLazyRoute } from '@tanstack/react-router';
import { FinancesPage } from '../features/factfind/finances/components/finances-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

function FinancesRoute() {
  const { user } = useSession();
  const firm = useFirm();
  const client = user?.client;
  return (
    <>
      <PageTitle page="Your finances" firmName={firm.name} />
      {client ? (
        <FinancesPage
          clientId={client.id}
          currencySymbol={client.currency_symbol}
          clientName={client.name}
          jointName={client.joint_name}
        />
      ) : null}
    </>
  );
}

export const financesLazyRoute = createLazyRoute('/app/_client/finances')({ component: FinancesRoute });
