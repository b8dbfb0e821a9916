import { createFileRoute } from '@tanstack/react-router';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { AssumptionsPage } from '../features/forecast/components/assumptions-page.tsx';
import { PageTitle } from '../ui/page-title.tsx';

// The firm's forecast assumptions (docs/forecast.md), drafted and published as versions, for admins (an adviser gets the
// 404 screen), beside the firm's other settings.
export const Route = createFileRoute('/_staff/adviser/_admin/settings/forecast')({
  loader: async ({ context }) => {
    const { draftQueryOptions, versionsQueryOptions } = await import('../features/forecast/api.ts');
    return Promise.all([
      context.queryClient.ensureQueryData(draftQueryOptions()),
      context.queryClient.ensureQueryData(versionsQueryOptions()),
    ]);
  },
  component: AdviserForecastAssumptionsRoute,
});

function AdviserForecastAssumptionsRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Forecast assumptions" firmName={firm.name} />
      <AssumptionsPage />
    </>
  );
}
