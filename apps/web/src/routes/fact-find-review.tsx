import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FactFindLoadError } from '../features/factfind/components/load-error.tsx';
import { NotedFactFindPage } from '../features/factfind/components/return-note-banner.tsx';
import { ReviewPage } from '../features/factfind/components/review-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { factFindPageOptions } from './fact-find-loader.ts';

export const Route = createFileRoute('/_app/_client/fact-find/review')({
  ...factFindPageOptions('/fact-find/review'),
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: FactFindLoadError,
  component: FactFindReviewRoute,
});

const route = getRouteApi('/_app/_client/fact-find/review');

function FactFindReviewRoute() {
  const { target } = route.useRouteContext();
  const firm = useFirm();
  return <NotedFactFindPage target={target} firmName={firm.name} page={ReviewPage} />;
}
