import { createFileRoute } from '@tanstack/react-router';
import { CalendarPage } from '../features/calendar/components/calendar-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

// The client's appointments with their adviser; the firm's side is /adviser/calendar.
export const Route = createFileRoute('/_app/_client/calendar')({
  loader: async ({ context }) => {
    const { appointmentsQueryOptions, openSlotsQueryOptions } = await import('../features/calendar/api.ts');
    return Promise.all([
      context.queryClient.ensureQueryData(appointmentsQueryOptions()),
      context.queryClient.ensureQueryData(openSlotsQueryOptions()),
    ]);
  },
  component: CalendarRoute,
});

function CalendarRoute() {
  const { user } = useSession();
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Calendar" firmName={firm.name} />
      <CalendarPage adviserName={user?.adviser.name ?? ''} />
    </>
  );
}
