import { createFileRoute, redirect } from '@tanstack/react-router';
import { FinancesPage } from '../features/factfind/finances/components/finances-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { getSession, useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

// The client's figures from their fact-find: net worth, monthly income and outgoings, take-home pay.
export const Route = createFileRoute('/_app/_client/finances')({
  beforeLoad: () => {
    const { user } = getSession();
    if (!user?.client) throw redirect({ to: '/', replace: true });
    return { clientId: user.client.id };
  },
  loader: async ({ context }) => {
    const { factFindQueryOptions } = await import('../features/factfind/api.ts');
    return context.queryClient.ensureQueryData(factFindQueryOptions(context.clientId));
  },
  component: FinancesRoute,
});

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
