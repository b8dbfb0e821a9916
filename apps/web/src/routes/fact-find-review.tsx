import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FactFindLoadError } from '../features/factfind/components/load-error.tsx';
import { ReturnNoteBanner } from '../features/factfind/components/return-note-banner.tsx';
import { ReviewPage } from '../features/factfind/components/review-page.tsx';
import { factFindTargetFor } from '../features/factfind/target.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { loadFactFindRoute } from './fact-find-loader.ts';

export const Route = createFileRoute('/_app/_client/fact-find/review')({
  beforeLoad: () => ({ target: factFindTargetFor('/fact-find/review') }),
  loader: ({ context }) => loadFactFindRoute(context, '/fact-find/review'),
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: FactFindLoadError,
  component: FactFindReviewRoute,
});

const route = getRouteApi('/_app/_client/fact-find/review');

function FactFindReviewRoute() {
  const { target } = route.useRouteContext();
  const firm = useFirm();
  // The adviser's note on a returned fact-find, above the page (it appears live).
  return (
    <>
      {target.isPreview ? null : <ReturnNoteBanner clientId={target.clientId} showContinue />}
      <ReviewPage target={target} firmName={firm.name} />
    </>
  );
}
