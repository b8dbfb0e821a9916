import { createFileRoute } from '@tanstack/react-router';
import { staffAppointmentsQueryOptions, staffSlotsQueryOptions } from '../features/calendar/api.ts';
import { AdviserCalendarPage } from '../features/calendar/components/adviser-calendar-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';

// The adviser's open slots and their clients' appointments.
export const Route = createFileRoute('/_staff/adviser/calendar')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(staffAppointmentsQueryOptions()),
      context.queryClient.ensureQueryData(staffSlotsQueryOptions()),
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
