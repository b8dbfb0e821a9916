import {
  dataRightsMessages,
  type ErasureResponse,
  eraseClientRequestSchema,
} from '@atrium/domain/contract/data-rights';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';

type Props = {
  clientName: string;
  onErase: (input: { reason: string; confirm_name: string }) => Promise<ErasureResponse>;
};

const empty = { reason: '', confirm_name: '' };

const folded = (value: string) =>
  value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

// Erasure cannot be undone: the admin types the client's name and gives the reason that is recorded with it
// (ui/form.tsx: the contract's check and the name's, else the server's 422 beside its field).
export function EraseDialog({ clientName, onErase }: Props) {
  const [isOpen, setOpen] = useState(false);
  const erase = useMutation({ mutationFn: onErase });
  const form = useAppForm({
    schema: eraseClientRequestSchema,
    check: ({ confirm_name }) =>
      folded(confirm_name) === folded(clientName)
        ? {}
        : { confirm_name: dataRightsMessages.confirmNameMismatch },
    defaultValues: empty,
    mutation: erase,
    onValid: (input) => erase.mutate(input, { onSuccess: () => open(false) }),
  });

  const open = (next: boolean) => {
    if (erase.isPending) return;
    setOpen(next);
    erase.reset();
    if (next) form.form.clearErrors();
    else form.form.reset(empty);
  };

  const reasonHint =
    'Recorded with the erasure and in the audit log, e.g. “Client’s request by letter of 1 March”.';
  const reasonField = form.field('reason');
  return (
    <>
      <Button variant="danger" onClick={() => open(true)}>
        Erase client…
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={open}
        title={`Erase ${clientName}?`}
        description="Their name, contact details, messages, documents and unsubmitted answers are erased and they can no longer sign in; a partner who signs in to the household is erased with them. Records of advice are kept for the retention period. This cannot be undone."
        className="max-w-lg"
      >
        <AppFormView form={form} className="mt-4 space-y-4">
          <TextAreaField
            label="Reason"
            hint={reasonHint}
            maxLength={1000}
            rows={3}
            required
            {...reasonField}
          />
          <TextField
            label={`Type “${clientName}” to confirm`}
            autoComplete="off"
            spellCheck={false}
            required
            {...form.field('confirm_name')}
          />
          <DialogActions>
            <Button variant="secondary" onClick={() => open(false)} disabled={form.isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" isPending={form.isPending}>
              Erase client
            </Button>
          </DialogActions>
        </AppFormView>
      </Dialog>
    </>
  );
}
