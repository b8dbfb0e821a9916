import type { Appointment } from '@atrium/domain/contract/calendar';
import { useState } from 'react';
import { formError } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { NotesField } from './notes-field.tsx';

// The client's or the adviser's cancel mutation (hooks/use-client-calendar.ts, hooks/use-adviser-calendar.ts).
type Canceller = {
  mutate: (request: { appointmentId: number; reason: string }, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
};

type Props = {
  // The appointment being cancelled; the dialog is open while there is one.
  target: Appointment | undefined;
  onClose: () => void;
  cancel: Canceller;
  // Who will be told and how, after the appointment's time and the other person.
  description: string;
  reasonLabel: string;
  keepLabel: string;
};

// Cancelling an appointment, with an optional reason the other side reads in their notification and email.
export function CancelAppointmentDialog({
  target,
  onClose,
  cancel,
  description,
  reasonLabel,
  keepLabel,
}: Props) {
  const [reason, setReason] = useState('');
  const problem = formError(cancel.error, ['reason']);
  return (
    <Dialog
      open={target !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Cancel this appointment?"
      description={description}
    >
      <form
        className="mt-4 flex flex-col gap-4"
        onSubmit={(event) => {
          event.preventDefault();
          if (!target) return;
          cancel.mutate(
            { appointmentId: target.id, reason },
            {
              onSuccess: () => {
                setReason('');
                onClose();
              },
            },
          );
        }}
      >
        <NotesField
          label={reasonLabel}
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button type="submit" variant="danger" isPending={cancel.isPending}>
            Cancel appointment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
