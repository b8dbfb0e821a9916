import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { draftQueryOptions, versionsQueryOptions } from '../features/forecast/api.ts';
import { AssumptionsPage } from '../features/forecast/components/assumptions-page.tsx';

// The firm's forecast assumptions (docs/forecast.md), drafted and published as versions, for admins (an adviser gets the
// 404 screen), beside the firm's other settings.
export const Route = createFileRoute('/_staff/adviser/_admin/settings/forecast')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(draftQueryOptions()),
      context.queryClient.ensureQueryData(versionsQueryOptions()),
    ]),
  component: AdviserForecastAssumptionsRoute,
});

function AdviserForecastAssumptionsRoute() {
  return (
    <>
      <FirmPageTitle page="Forecast assumptions" />
      <AssumptionsPage />
    </>
  );
}
