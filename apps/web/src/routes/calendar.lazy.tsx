import { createLazyRoute } from '@tanstack/react-router';
import { CalendarPage } from '../features/calendar/components/calendar-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { useSession } from '../lib/session.ts';
import { PageTitle } from '../ui/page-title.tsx';

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

export const calendarLazyRoute = createLazyRoute('/app/_client/calendar')({ component: CalendarRoute });
