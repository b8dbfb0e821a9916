import { createLazyRoute, getRouteApi } from '@tanstack/react-router';
import { QuestionnairePage } from '../features/factfind/components/questionnaire-page.tsx';
import { ReturnNoteBanner } from '../features/factfind/components/return-note-banner.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';

const route = getRouteApi('/app/_client/fact-find');

function FactFindRoute() {
  const { step } = route.useSearch();
  const { target } = route.useRouteContext();
  const firm = useFirm();
  // The adviser's note on a returned fact-find, above the page (it appears live).
  return (
    <>
      {target.isPreview ? null : <ReturnNoteBanner clientId={target.clientId} />}
      <QuestionnairePage target={target} firmName={firm.name} step={step} />
    </>
  );
}

export const factFindLazyRoute = createLazyRoute('/app/_client/fact-find')({ component: FactFindRoute });
