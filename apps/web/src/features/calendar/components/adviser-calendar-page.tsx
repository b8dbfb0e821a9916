import { useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { staffAppointmentsQueryOptions, staffSlotsQueryOptions } from '../api.ts';
import { groupByDay, splitUpcoming, timeRangeOf, whenOf, zoneLabel } from '../format.ts';
import { useAdviserCalendar } from '../hooks/use-adviser-calendar.ts';
import { useCalendarLiveUpdates } from '../hooks/use-calendar-live-updates.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { CalendarSection } from './calendar-section.tsx';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';
import { MeetingDetails } from './meeting-details.tsx';
import { PublishSlotsForm } from './publish-slots-form.tsx';
import { RecentAppointments } from './recent-appointments.tsx';

// The adviser's calendar: publish open times, see who has booked, cancel an appointment or withdraw a slot.
// `aboutClient` is what the adviser should know for a meeting with that client (the route gives their support needs).
export function AdviserCalendarPage({ aboutClient }: { aboutClient?: (clientId: number) => ReactNode }) {
  const { data: appointments } = useSuspenseQuery(staffAppointmentsQueryOptions());
  const { data: slots } = useSuspenseQuery(staffSlotsQueryOptions());
  const actions = useAdviserCalendar();
  useCalendarLiveUpdates();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const { upcoming, rest: recent } = splitUpcoming(appointments.data);
  const target = upcoming.find((a) => a.id === cancelling);
  const open = slots.data.filter((s) => !s.is_booked);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-8">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Calendar</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Times are in {zoneLabel(slots.time_zone)}. Clients can book, move or cancel up to{' '}
          {appointments.notice_hours} hours before the start; you can cancel at any time, and they are told.
        </p>
      </header>

      <CalendarSection id="appointments" title="Upcoming appointments">
        {upcoming.length === 0 ? (
          <Card className="p-6 text-sm text-gray-700 dark:text-gray-300">No appointments booked yet.</Card>
        ) : (
          <ul className="space-y-4">
            {upcoming.map((a) => (
              <AppointmentCard
                key={a.id}
                appointment={a}
                withName={a.client.name}
                download={actions.download}
                extra={aboutClient?.(a.client.id)}
                actions={
                  <Button variant="secondary" size="sm" onClick={() => setCancelling(a.id)}>
                    Cancel<span className="sr-only"> the appointment with {a.client.name}</span>
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </CalendarSection>

      <RecentAppointments appointments={recent} />

      <CalendarSection id="publish" title="Publish open times">
        <PublishSlotsForm publish={actions.publish} zone={slots.time_zone} />
      </CalendarSection>

      <CalendarSection id="slots" title={`Open slots (${open.length})`}>
        {open.length === 0 ? (
          <Card className="p-6 text-sm text-gray-700 dark:text-gray-300">
            No open slots: publish some above.
          </Card>
        ) : (
          <div className="space-y-4">
            {groupByDay(open).map((day) => (
              <Card key={day.key} className="p-4">
                <h3 className="text-sm font-semibold text-gray-900 dark:text-gray-50">{day.day}</h3>
                <ul className="mt-2 divide-y divide-gray-200 dark:divide-gray-700">
                  {day.items.map((slot) => (
                    <li key={slot.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
                      <div className="min-w-0">
                        <p className="text-sm font-medium text-gray-900 dark:text-gray-50">
                          {timeRangeOf(slot)}
                        </p>
                        <MeetingDetails item={slot} />
                      </div>
                      <Button
                        variant="ghost"
                        size="sm"
                        isPending={actions.withdraw.isPending && actions.withdraw.variables === slot.id}
                        onClick={() => actions.withdraw.mutate(slot.id)}
                      >
                        Withdraw<span className="sr-only"> the slot {whenOf(slot)}</span>
                      </Button>
                    </li>
                  ))}
                </ul>
              </Card>
            ))}
          </div>
        )}
      </CalendarSection>

      <CancelAppointmentDialog
        target={target}
        onClose={() => setCancelling(null)}
        cancel={actions.cancel}
        // The adviser's reason reaches the client in their notification and email.
        description={
          target
            ? `${whenOf(target)} with ${target.client.name}. They will be told by notification and email.`
            : ''
        }
        reasonLabel="Reason for the client (optional)"
        keepLabel="Keep it"
      />
    </div>
  );
}
