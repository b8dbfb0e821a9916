import type { User } from '@atrium/domain/contract/auth';
import { useSuspenseQuery } from '@tanstack/react-query';
import { createLazyRoute } from '@tanstack/react-router';
import { factFindKeys, factFindQueryOptions } from '../features/factfind/api.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { ForecastPage } from '../features/forecast/components/forecast-page.tsx';
import { useSession } from '../lib/session.ts';
import { useQueryWritesFromOtherTabs } from '../lib/tab-sync.ts';
import { PageTitle } from '../ui/page-title.tsx';

type Client = NonNullable<User['client']>;

// The route composes the two features: the fact-find as /finances reads it (the same cache, so a figure changed in
// the fact-find shows here without a reload), and the forecast made from it. A save in another of the client's tabs
// is announced by that tab (app-layout.lazy.tsx, lib/tab-sync.ts), and this page refetches the fact-find.
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
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Your forecast" firmName={firm.name} />
      {user?.client ? <ClientForecast client={user.client} region={user.region} /> : null}
    </>
  );
}

export const forecastLazyRoute = createLazyRoute('/app/_client/forecast')({ component: ForecastRoute });
