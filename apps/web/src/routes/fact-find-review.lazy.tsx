import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { ReturnNoteBanner } from '../features/factfind/components/return-note-banner.tsx';
import { ReviewPage } from '../features/factfind/components/review-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';

const route = getRouteApi('/app/_client/fact-find/review');

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

export const factFindReviewLazyRoute = createLazyRoute('/app/_client/fact-find/review')({
  component: FactFindReviewRoute,
});
