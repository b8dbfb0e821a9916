import { createFileRoute } from '@tanstack/react-router';
import { factFindQueryOptions } from '../features/factfind/api.ts';
import { FinancesPage } from '../features/factfind/finances/components/finances-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useSession } from '../lib/session.ts';
import { requireClientRecord } from './guards.ts';

// The client's figures from their fact-find: net worth, monthly income and outgoings, take-home pay.
export const Route = createFileRoute('/_app/_client/finances')({
  beforeLoad: requireClientRecord,
  loader: ({ context }) => context.queryClient.ensureQueryData(factFindQueryOptions(context.clientId)),
  component: FinancesRoute,
});

function FinancesRoute() {
  const { user } = useSession();
  const client = user?.client;
  return (
    <>
      <FirmPageTitle page="Your finances" />
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
