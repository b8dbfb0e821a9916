import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FactFindLoadError } from '../features/factfind/components/load-error.tsx';
import { SubmitSuccessPage } from '../features/factfind/components/submit-success-page.tsx';
import { factFindPageOptions } from './fact-find-loader.ts';
import { NotedFactFindPage } from './fact-find-noted-page.tsx';

export const Route = createFileRoute('/_app/_client/fact-find/submit-success')({
  ...factFindPageOptions('/fact-find/submit-success'),
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: FactFindLoadError,
  component: FactFindSubmitSuccessRoute,
});

const route = getRouteApi('/_app/_client/fact-find/submit-success');

function FactFindSubmitSuccessRoute() {
  const { target } = route.useRouteContext();
  return <NotedFactFindPage target={target} page={SubmitSuccessPage} />;
}
