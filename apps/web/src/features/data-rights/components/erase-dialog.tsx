import {
  dataRightsMessages,
  type ErasureResponse,
  eraseClientRequestSchema,
} from '@atrium/domain/contract/data-rights';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';
import { TextField } from '../../../ui/text-field.tsx';

type Props = {
  clientName: string;
  onErase: (input: { reason: string; confirm_name: string }) => Promise<ErasureResponse>;
};

type Errors = { reason?: string | undefined; confirm_name?: string | undefined };

const folded = (value: string) =>
  value.normalize('NFKC').trim().replace(/\s+/g, ' ').toLocaleLowerCase('en-GB');

// Erasure cannot be undone: the admin types the client's name and gives the reason that is recorded with it.
export function EraseDialog({ clientName, onErase }: Props) {
  const reasonIds = fieldIds(useId());
  const [isOpen, setOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [confirmName, setConfirmName] = useState('');
  const [errors, setErrors] = useState<Errors>({});
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const open = (next: boolean) => {
    if (isPending) return;
    setOpen(next);
    setErrors({});
    setFailure(null);
    if (!next) {
      setReason('');
      setConfirmName('');
    }
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = eraseClientRequestSchema.safeParse({ reason, confirm_name: confirmName });
    const found: Errors = {};
    if (!parsed.success) {
      for (const issue of parsed.error.issues) {
        const field = issue.path[0] as keyof Errors;
        found[field] ??= issue.message;
      }
    } else if (folded(confirmName) !== folded(clientName)) {
      found.confirm_name = dataRightsMessages.confirmNameMismatch;
    }
    setErrors(found);
    if (!parsed.success || found.confirm_name) return;
    setFailure(null);
    setPending(true);
    try {
      await onErase(parsed.data);
      setPending(false);
      open(false);
    } catch (error) {
      setPending(false);
      const fieldErrors = isApiError(error) ? error.errors : {};
      if (fieldErrors.reason || fieldErrors.confirm_name) {
        setErrors({ reason: fieldErrors.reason?.[0], confirm_name: fieldErrors.confirm_name?.[0] });
      } else {
        setFailure(error instanceof Error ? error.message : 'That did not work. Please try again.');
      }
    }
  };

  const reasonHint =
    'Recorded with the erasure and in the audit log, e.g. “Client’s request by letter of 1 March”.';
  return (
    <>
      <Button variant="danger" onClick={() => open(true)}>
        Erase client…
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={open}
        title={`Erase ${clientName}?`}
        description="Their name, contact details, messages, documents and unsubmitted answers are erased and they can no longer sign in. Records of advice are kept for the retention period. This cannot be undone."
        className="max-w-lg"
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
          <Field ids={reasonIds} label="Reason" hint={reasonHint} error={errors.reason}>
            <textarea
              id={reasonIds.input}
              value={reason}
              onChange={(event) => setReason(event.target.value)}
              maxLength={1000}
              rows={3}
              required
              aria-invalid={errors.reason ? true : undefined}
              aria-describedby={describedBy(reasonIds, reasonHint, errors.reason)}
              className={cx(inputClasses, inputBorder, 'field-sizing-content min-h-[58px] resize-y')}
            />
          </Field>
          <TextField
            label={`Type “${clientName}” to confirm`}
            value={confirmName}
            onChange={(event) => setConfirmName(event.target.value)}
            autoComplete="off"
            spellCheck={false}
            required
            error={errors.confirm_name}
          />
          <DialogActions>
            <Button variant="secondary" onClick={() => open(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" variant="danger" isPending={isPending}>
              Erase client
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
