import { createLazyRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { AssumptionsPage } from '../features/forecast/components/assumptions-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';

function AdviserForecastAssumptionsRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Forecast assumptions" firmName={firm.name} />
      <AssumptionsPage />
    </>
  );
}

export const adviserForecastAssumptionsLazyRoute = createLazyRoute(
  '/_staff/adviser/_admin/settings/forecast',
)({
  component: AdviserForecastAssumptionsRoute,
});
