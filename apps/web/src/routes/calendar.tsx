import { createFileRoute } from '@tanstack/react-router';
import { appointmentsQueryOptions, openSlotsQueryOptions } from '../features/calendar/api.ts';
import { CalendarPage } from '../features/calendar/components/calendar-page.tsx';
import { FirmPageTitle } from '../features/firm/components/firm-page-title.tsx';
import { useSession } from '../lib/session.ts';

// The client's appointments with their adviser; the firm's side is /adviser/calendar.
export const Route = createFileRoute('/_app/_client/calendar')({
  loader: ({ context }) =>
    Promise.all([
      context.queryClient.ensureQueryData(appointmentsQueryOptions()),
      context.queryClient.ensureQueryData(openSlotsQueryOptions()),
    ]),
  component: CalendarRoute,
});

function CalendarRoute() {
  const { user } = useSession();
  return (
    <>
      <FirmPageTitle page="Calendar" />
      <CalendarPage adviserName={user?.adviser.name ?? ''} />
    </>
  );
}
