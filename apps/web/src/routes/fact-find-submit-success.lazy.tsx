import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { ReturnNoteBanner } from '../features/factfind/components/return-note-banner.tsx';
import { SubmitSuccessPage } from '../features/factfind/components/submit-success-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';

const route = getRouteApi('/app/_client/fact-find/submit-success');

function FactFindSubmitSuccessRoute() {
  const { target } = route.useRouteContext();
  const firm = useFirm();
  // The adviser's note on a returned fact-find, above the page (it appears live).
  return (
    <>
      {target.isPreview ? null : <ReturnNoteBanner clientId={target.clientId} showContinue />}
      <SubmitSuccessPage target={target} firmName={firm.name} />
    </>
  );
}

export const factFindSubmitSuccessLazyRoute = createLazyRoute('/app/_client/fact-find/submit-success')({
  component: FactFindSubmitSuccessRoute,
});
