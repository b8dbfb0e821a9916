import { createFileRoute } from '@tanstack/react-router';
import { AdviserCalendarPage } from '../features/calendar/components/adviser-calendar-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { ensureQueries } from '../lib/route-loaders.ts';

// The adviser's open slots and their clients' appointments.
export const Route = createFileRoute('/_staff/adviser/calendar')({
  loader: ({ context }) =>
    ensureQueries(context, import('../features/calendar/api.ts'), (api) => [
      api.staffAppointmentsQueryOptions(),
      api.staffSlotsQueryOptions(),
    ]),
  component: AdviserCalendarRoute,
});

function AdviserCalendarRoute() {
  return (
    <>
      <FirmPageTitle page="Calendar" />
      <AdviserCalendarPage />
    </>
  );
}
