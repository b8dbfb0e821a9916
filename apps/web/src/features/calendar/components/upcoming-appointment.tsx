import type { Appointment, Slot } from '@atrium/domain/contract/calendar';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, failureMessage, useAppForm } from '../../../ui/form.tsx';
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
  const [isCancelling, setIsCancelling] = useState(false);
  const { reschedule, cancel, download } = actions;
  // Moving (ui/form.tsx): the button waits for a time; any failure shows above the buttons, as the picker shows none.
  const move = useAppForm<{ slot_id: number | null }>({
    defaultValues: { slot_id: null },
    mutation: reschedule,
    messageOf: (error) => failureMessage(error, []),
    onValid: ({ slot_id }) => {
      if (slot_id === null) return;
      reschedule.mutate(
        { appointmentId: appointment.id, slotId: slot_id },
        {
          onSuccess: () => setIsMoving(false),
          onSettled: () => move.form.setValue('slot_id', null),
        },
      );
    },
  });
  const slotId = move.form.watch('slot_id');

  return (
    <AppointmentCard
      appointment={appointment}
      withName={appointment.adviser.name}
      download={download}
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
              <AppFormView
                form={move}
                className="mt-2 flex w-full flex-col gap-4 border-t border-gray-200 pt-4 dark:border-gray-700"
              >
                {slots.length === 0 ? (
                  <p className="text-sm text-gray-700 dark:text-gray-300">
                    There are no other open times just now.
                  </p>
                ) : (
                  <SlotPicker
                    slots={slots}
                    value={slotId}
                    onChange={(id) => move.form.setValue('slot_id', id)}
                    legend="Choose a new time"
                    name={`move-${appointment.id}`}
                  />
                )}
                <div className="flex flex-wrap gap-2">
                  <Button type="submit" size="sm" disabled={slotId === null} isPending={move.isPending}>
                    Move appointment
                  </Button>
                  <Button type="button" variant="ghost" size="sm" onClick={() => setIsMoving(false)}>
                    Keep this time
                  </Button>
                </div>
              </AppFormView>
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
