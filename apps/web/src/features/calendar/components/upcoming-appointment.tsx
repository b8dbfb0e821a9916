import type { Appointment, Slot } from '@atrium/domain/contract/calendar';
import { useState } from 'react';
import { formError } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { whenOf } from '../format.ts';
import type { useClientCalendar } from '../hooks/use-client-calendar.ts';
import { AppointmentCard } from './appointment-card.tsx';
import { CancelAppointmentDialog } from './cancel-appointment-dialog.tsx';
import { SlotPicker } from './slot-picker.tsx';

type Props = {
  appointment: Appointment;
  slots: readonly Slot[];
  noticeHours: number;
  actions: ReturnType<typeof useClientCalendar>;
};

// An upcoming appointment the client can add to their calendar, move to another open time or cancel.
export function UpcomingAppointment({ appointment, slots, noticeHours, actions }: Props) {
  const [isMoving, setIsMoving] = useState(false);
  const [slotId, setSlotId] = useState<number | null>(null);
  const [isCancelling, setIsCancelling] = useState(false);
  const { reschedule, cancel, download } = actions;
  const moveProblem = formError(reschedule.error, []);

  return (
    <AppointmentCard
      appointment={appointment}
      withName={appointment.adviser.name}
      onDownload={() => download.mutate(appointment.ics_url)}
      isDownloading={download.isPending}
      actions={
        appointment.can_change ? (
          <>
            <Button
              variant="secondary"
              size="sm"
              aria-expanded={isMoving}
              onClick={() => setIsMoving(!isMoving)}
            >
              Reschedule
            </Button>
            <Button variant="secondary" size="sm" onClick={() => setIsCancelling(true)}>
              Cancel appointment
            </Button>
            {isMoving ? (
              <form
                className="mt-2 flex w-full flex-col gap-4 border-t border-gray-200 pt-4 dark:border-gray-700"
                onSubmit={(event) => {
                  event.preventDefault();
                  if (slotId === null) return;
                  reschedule.mutate(
                    { appointmentId: appointment.id, slotId },
                    { onSuccess: () => setIsMoving(false), onSettled: () => setSlotId(null) },
                  );
                }}
              >
                {slots.length === 0 ? (
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    There are no other open times just now.
                  </p>
                ) : (
                  <SlotPicker
                    slots={slots}
                    value={slotId}
                    onChange={setSlotId}
                    legend="Choose a new time"
                    name={`move-${appointment.id}`}
                  />
                )}
                {moveProblem ? <ErrorAlert>{moveProblem}</ErrorAlert> : null}
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" size="sm" disabled={slotId === null} isPending={reschedule.isPending}>
                    Move appointment
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => setIsMoving(false)}>
                    Keep this time
                  </Button>
                </div>
              </form>
            ) : null}
            <CancelAppointmentDialog
              target={isCancelling ? appointment : undefined}
              onClose={() => setIsCancelling(false)}
              cancel={cancel}
              description={`${whenOf(appointment)} with ${appointment.adviser.name}. Your adviser will be told. Changes close ${noticeHours} hours before the start.`}
              reasonLabel="Reason (optional)"
              keepLabel="Keep appointment"
            />
          </>
        ) : (
          <p className="self-center text-sm text-gray-700 dark:text-gray-300">
            Starts within {noticeHours} hours: to change it, message your adviser.
          </p>
        )
      }
    />
  );
}
