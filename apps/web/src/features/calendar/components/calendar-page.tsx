import { useSuspenseQuery } from '@tanstack/react-query';
import { CalendarDays } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { appointmentsQueryOptions, openSlotsQueryOptions } from '../api.ts';
import { splitUpcoming, zoneLabel } from '../format.ts';
import { useCalendarLiveUpdates } from '../hooks/use-calendar-live-updates.ts';
import { useClientCalendar } from '../hooks/use-client-calendar.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { BookPanel } from './book-panel.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { UpcomingAppointment } from './upcoming-appointment.tsx';

// The client's appointments with their adviser: upcoming (add to calendar, move, cancel), a booking panel of the
// adviser's open times, and the past and cancelled ones.
export function CalendarPage({ adviserName }: { adviserName: string }) {
  const { data: list } = useSuspenseQuery(appointmentsQueryOptions());
  const { data: open } = useSuspenseQuery(openSlotsQueryOptions());
  const actions = useClientCalendar();
  useCalendarLiveUpdates();
  const { upcoming, rest: past } = splitUpcoming(list.data);
  const hours = list.notice_hours;

  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Calendar</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Your appointments with {adviserName || 'your adviser'}. Times are in {zoneLabel(open.time_zone)}.
        </p>
        <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
          You can book, move or cancel an appointment up to {hours} hours before it starts. Closer to the
          time, please send your adviser a message.
        </p>
      </header>

      <CalendarSection id="upcoming" title="Upcoming">
        {upcoming.length === 0 ? (
          <Card className="flex flex-col items-center gap-2 p-8 text-center">
            <CalendarDays aria-hidden="true" className="size-8 text-gray-500" />
            <p className="font-medium text-gray-900 dark:text-gray-100">No upcoming appointments</p>
            <p className="text-sm text-gray-700 dark:text-gray-300">Book one of the open times below.</p>
          </Card>
        ) : (
          <ul className="space-y-4">
            {upcoming.map((appointment) => (
              <UpcomingAppointment
                key={appointment.id}
                appointment={appointment}
                slots={open.data}
                noticeHours={hours}
                actions={actions}
              />
            ))}
          </ul>
        )}
      </CalendarSection>

      <BookPanel slots={open.data} adviserName={adviserName} book={actions.book} />

      {past.length > 0 ? (
        <CalendarSection id="past" title="Past and cancelled">
          <ul className="space-y-4">
            {past.map((appointment) => (
              <AppointmentCard
                key={appointment.id}
                appointment={appointment}
                withName={appointment.adviser.name}
                download={actions.download}
              />
            ))}
          </ul>
        </CalendarSection>
      ) : null}
    </div>
  );
}
