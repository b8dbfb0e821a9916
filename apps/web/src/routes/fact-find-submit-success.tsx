import { createFileRoute, getRouteApi } from '@tanstack/react-router';
import { FactFindLoadError } from '../features/factfind/components/load-error.tsx';
import { ReturnNoteBanner } from '../features/factfind/components/return-note-banner.tsx';
import { SubmitSuccessPage } from '../features/factfind/components/submit-success-page.tsx';
import { factFindTargetFor } from '../features/factfind/target.ts';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { loadFactFindRoute } from './fact-find-loader.ts';

export const Route = createFileRoute('/_app/_client/fact-find/submit-success')({
  beforeLoad: () => ({ target: factFindTargetFor('/fact-find/submit-success') }),
  loader: ({ context }) => loadFactFindRoute(context, '/fact-find/submit-success'),
  // The loader's error is shown by a component loaded with the route (the router preloads it).
  errorComponent: FactFindLoadError,
  component: FactFindSubmitSuccessRoute,
});

const route = getRouteApi('/_app/_client/fact-find/submit-success');

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
