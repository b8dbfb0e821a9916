import type { Appointment } from '@atrium/domain/contract/calendar';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';

// The client's or the adviser's cancel mutation (hooks/use-client-calendar.ts, hooks/use-adviser-calendar.ts).
type Canceller = {
  mutate: (request: { appointmentId: number; reason: string }, options: { onSuccess: () => void }) => void;
  isPending: boolean;
  error: unknown;
  reset: () => void;
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

// Cancelling an appointment, with an optional reason the other side reads in their notification and email
// (ui/form.tsx: the server's 422 beside the reason, anything else above it).
export function CancelAppointmentDialog({
  target,
  onClose,
  cancel,
  description,
  reasonLabel,
  keepLabel,
}: Props) {
  const form = useAppForm<{ reason: string }>({
    defaultValues: { reason: '' },
    mutation: cancel,
    onValid: ({ reason }) => {
      if (!target) return;
      cancel.mutate(
        { appointmentId: target.id, reason },
        {
          onSuccess: () => {
            form.form.reset({ reason: '' });
            onClose();
          },
        },
      );
    },
  });
  return (
    <Dialog
      open={target !== undefined}
      onOpenChange={(isOpen) => {
        if (!isOpen) onClose();
      }}
      title="Cancel this appointment?"
      description={description}
    >
      <AppFormView form={form} className="mt-4 flex flex-col gap-4">
        <TextAreaField rows={3} label={reasonLabel} maxLength={500} {...form.field('reason')} />
        <DialogActions>
          <Button type="button" variant="secondary" onClick={onClose}>
            {keepLabel}
          </Button>
          <Button type="submit" variant="danger" isPending={form.isPending}>
            Cancel appointment
          </Button>
        </DialogActions>
      </AppFormView>
    </Dialog>
  );
}
