import type { Appointment } from '@atrium/domain/contract/calendar';
import { useState } from 'react';
import { formError } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { whenOf } from '../format.ts';
import type { useAdviserCalendar } from '../hooks/use-adviser-calendar.ts';
import { NotesField } from './notes-field.tsx';

type Props = {
  target: Appointment | undefined;
  onClose: () => void;
  cancel: ReturnType<typeof useAdviserCalendar>['cancel'];
};

// The adviser cancels with an optional reason, which the client reads in their notification and email.
export function StaffCancelDialog({ target, onClose, cancel }: Props) {
  const [reason, setReason] = useState('');
  const problem = formError(cancel.error, ['reason']);
  return (
    <Dialog
      open={target !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Cancel this appointment?"
      description={
        target
          ? `${whenOf(target)} with ${target.client.name}. They will be told by notification and email.`
          : ''
      }
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
          label="Reason for the client (optional)"
          maxLength={500}
          value={reason}
          onChange={(event) => setReason(event.target.value)}
        />
        {problem ? <ErrorAlert>{problem}</ErrorAlert> : null}
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            Keep it
          </Button>
          <Button type="submit" variant="danger" isPending={cancel.isPending}>
            Cancel appointment
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
