import { useSuspenseQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { staffAppointmentsQueryOptions, staffSlotsQueryOptions } from '../api.ts';
import { groupByDay, timeRangeOf, whenOf, zoneLabel } from '../format.ts';
import { useAdviserCalendar } from '../hooks/use-adviser-calendar.ts';
import { useCalendarLiveUpdates } from '../hooks/use-calendar-live-updates.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';
import { MeetingDetails } from './meeting-details.tsx';
import { PublishSlotsForm } from './publish-slots-form.tsx';
import { RecentAppointments } from './recent-appointments.tsx';

// The adviser's calendar: publish open times, see who has booked, cancel an appointment or withdraw a slot.
export function AdviserCalendarPage() {
  const { data: appointments } = useSuspenseQuery(staffAppointmentsQueryOptions());
  const { data: slots } = useSuspenseQuery(staffSlotsQueryOptions());
  const actions = useAdviserCalendar();
  useCalendarLiveUpdates();
  const [cancelling, setCancelling] = useState<number | null>(null);
  const now = new Date().toISOString();
  const upcoming = appointments.data.filter((a) => a.status === 'booked' && a.ends_at > now);
  const target = upcoming.find((a) => a.id === cancelling);
  const recent = appointments.data.filter((a) => !upcoming.includes(a)).reverse();
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

      <section aria-labelledby="appointments-heading" className="space-y-3">
        <h2 id="appointments-heading" className="text-lg font-semibold text-gray-950 dark:text-white">
          Upcoming appointments
        </h2>
        {upcoming.length === 0 ? (
          <Card className="p-6 text-sm text-gray-700 dark:text-gray-300">No appointments booked yet.</Card>
        ) : (
          <ul className="space-y-4">
            {upcoming.map((a) => (
              <AppointmentCard
                key={a.id}
                appointment={a}
                withName={a.client.name}
                onDownload={() => actions.download.mutate(a.ics_url)}
                isDownloading={actions.download.isPending}
                actions={
                  <Button variant="secondary" size="sm" onClick={() => setCancelling(a.id)}>
                    Cancel<span className="sr-only"> the appointment with {a.client.name}</span>
                  </Button>
                }
              />
            ))}
          </ul>
        )}
      </section>

      <RecentAppointments appointments={recent} />

      <section aria-labelledby="publish-heading" className="space-y-3">
        <h2 id="publish-heading" className="text-lg font-semibold text-gray-950 dark:text-white">
          Publish open times
        </h2>
        <PublishSlotsForm publish={actions.publish} zone={slots.time_zone} />
      </section>

      <section aria-labelledby="slots-heading" className="space-y-3">
        <h2 id="slots-heading" className="text-lg font-semibold text-gray-950 dark:text-white">
          Open slots ({open.length})
        </h2>
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
      </section>

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
