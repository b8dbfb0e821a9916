import { createFileRoute } from '@tanstack/react-router';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { AssumptionsPage } from '../features/forecast/components/assumptions-page.tsx';
import { ensureQueries } from '../lib/route-loaders.ts';

// The firm's forecast assumptions (docs/forecast.md), drafted and published as versions, for admins (an adviser gets the
// 404 screen), beside the firm's other settings.
export const Route = createFileRoute('/_staff/adviser/_admin/settings/forecast')({
  loader: ({ context }) =>
    ensureQueries(context, import('../features/forecast/api.ts'), (api) => [
      api.draftQueryOptions(),
      api.versionsQueryOptions(),
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
