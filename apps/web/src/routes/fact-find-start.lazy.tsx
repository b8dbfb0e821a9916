import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { StartPage } from '../features/factfind/components/start-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';

const route = getRouteApi('/app/_client/fact-find/start');

function FactFindStartRoute() {
  const { target } = route.useRouteContext();
  const firm = useFirm();
  return <StartPage target={target} firmName={firm.name} />;
}

export const factFindStartLazyRoute = createLazyRoute('/app/_client/fact-find/start')({
  component: FactFindStartRoute,
});
