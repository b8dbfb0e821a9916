import type { User } from '@atrium/domain/contract/auth';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createFileRoute } from '@tanstack/react-router';
import { factFindKeys, factFindQueryOptions } from '../features/factfind/api.ts';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { assumptionsQueryOptions, sharedScenariosQueryOptions } from '../features/forecast/api.ts';
import { ForecastPage } from '../features/forecast/components/forecast-page.tsx';
import { useSession } from '../lib/session.ts';
import { useQueryWritesFromOtherTabs } from '../lib/tab-sync.ts';
import { requireClientRecord } from './guards.ts';

// "Will our money last?" (docs/forecast.md): the client's lifetime cashflow forecast from their fact-find.
export const Route = createFileRoute('/_app/_client/forecast')({
  beforeLoad: requireClientRecord,
  loader: async ({ context }) => {
    // The firm's assumptions and the shared scenarios are fetched beside the fact-find, so the first forecast
    // already runs on the firm's figures; either failing leaves the page to them (the standard assumptions).
    const [factFind] = await Promise.all([
      context.queryClient.ensureQueryData(factFindQueryOptions(context.clientId)),
      context.queryClient.prefetchQuery(assumptionsQueryOptions()),
      context.queryClient.prefetchQuery(sharedScenariosQueryOptions()),
    ]);
    return factFind;
  },
  component: ForecastRoute,
});

type Client = NonNullable<User['client']>;

// The route composes the two features: the fact-find as /finances reads it (the same cache, so a figure changed in
// the fact-find shows here without a reload), and the forecast made from it. A save in another of the client's tabs
// is announced by that tab (app-layout.tsx, lib/tab-sync.ts), and this page refetches the fact-find.
function ClientForecast({ client, region }: { client: Client; region: User['region'] }) {
  const { data } = useSuspenseQuery(factFindQueryOptions(client.id));
  useQueryWritesFromOtherTabs(factFindKeys.factFind(client.id));
  return (
    <ForecastPage
      factFind={data.factFind}
      factFindStatus={data.status}
      dob={client.dob}
      jointDob={client.joint_dob}
      region={region}
      currencySymbol={client.currency_symbol}
    />
  );
}

function ForecastRoute() {
  const { user } = useSession();
  return (
    <>
      <FirmPageTitle page="Your forecast" />
      {user?.client ? <ClientForecast client={user.client} region={user.region} /> : null}
    </>
  );
}
