import { createLazyRoute } from '@tanstack/react-router';
import { AdviserCalendarPage } from '../features/calendar/components/adviser-calendar-page.tsx';
import { useFirm } from '../features/firm/hooks/use-firm.ts';
import { PageTitle } from '../ui/page-title.tsx';

function AdviserCalendarRoute() {
  const firm = useFirm();
  return (
    <>
      <PageTitle page="Calendar" firmName={firm.name} />
      <AdviserCalendarPage />
    </>
  );
}

export const adviserCalendarLazyRoute = createLazyRoute('/_staff/adviser/calendar')({
  component: AdviserCalendarRoute,
});
