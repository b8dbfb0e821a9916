import { createLazyRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { QuestionnairePage } from '../features/risk/components/questionnaire-page.tsx';
import { ResultPage } from '../features/risk/components/result-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';

function AtrqRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Attitude to risk" firmName={firm.name} />
      <QuestionnairePage />
    </>
  );
}

function AtrqResultRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Your attitude to risk" firmName={firm.name} />
      <ResultPage />
    </>
  );
}

export const atrqLazyRoute = createLazyRoute('/app/_client/atrq')({ component: AtrqRoute });
export const atrqResultLazyRoute = createLazyRoute('/app/_client/atrq/result')({
  component: AtrqResultRoute,
});
