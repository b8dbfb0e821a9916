import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FactFindLoadError } from '../features/factfind/components/load-error.tsx';
import { StartPage } from '../features/factfind/components/start-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { factFindPageOptions } from './fact-find-loader.ts';

export const Route = createFileRoute('/_app/_client/fact-find/start')({
  ...factFindPageOptions('/fact-find/start'),
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: FactFindLoadError,
  component: FactFindStartRoute,
});

const route = getRouteApi('/_app/_client/fact-find/start');

function FactFindStartRoute() {
  const { target } = route.useRouteContext();
  const firm = useFirm();
  return <StartPage target={target} firmName={firm.name} />;
}
