import { returnFactFindRequestSchema, returnNoteMaxLength } from '@atrium/domain/contract/adviser-factfind';
import { Undo2 } from 'lucide-react';
import { type FormEvent, useId, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { describedBy, Field, fieldIds, inputBorder, inputClasses } from '../../../ui/field.tsx';

type Props = { clientName: string; onReturn: (note: string) => Promise<unknown> };

// "Return to client" needs a note: the client reads it on their fact-find page.
export function ReturnDialog({ clientName, onReturn }: Props) {
  const ids = fieldIds(useId());
  const [isOpen, setOpen] = useState(false);
  const [note, setNote] = useState('');
  const [noteError, setNoteError] = useState<string | undefined>();
  const [failure, setFailure] = useState<string | null>(null);
  const [isPending, setPending] = useState(false);

  const open = (next: boolean) => {
    if (isPending) return;
    setOpen(next);
    setNoteError(undefined);
    setFailure(null);
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const parsed = returnFactFindRequestSchema.safeParse({ note });
    if (!parsed.success) {
      setNoteError(parsed.error.issues[0]?.message);
      return;
    }
    setNoteError(undefined);
    setFailure(null);
    setPending(true);
    try {
      await onReturn(parsed.data.note);
      setOpen(false);
      setNote('');
    } catch (error) {
      const fieldError = isApiError(error) ? error.errors.note?.[0] : undefined;
      if (fieldError) setNoteError(fieldError);
      else setFailure(error instanceof Error ? error.message : 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };

  const hint = `${clientName} sees this note on their fact-find and can then change it and submit it again.`;
  return (
    <>
      <Button variant="secondary" onClick={() => open(true)}>
        <Undo2 aria-hidden="true" className="size-4" />
        Return to client
      </Button>
      <Dialog
        open={isOpen}
        onOpenChange={open}
        title="Return the fact-find to the client"
        description="It goes back to them as a draft, with your note."
        className="max-w-lg"
      >
        <form onSubmit={(event) => void submit(event)} noValidate className="mt-4 space-y-4">
          {failure ? <ErrorAlert>{failure}</ErrorAlert> : null}
          <Field ids={ids} label="Note to the client" hint={hint} error={noteError}>
            <textarea
              id={ids.input}
              value={note}
              onChange={(event) => setNote(event.target.value)}
              maxLength={returnNoteMaxLength}
              rows={5}
              required
              aria-invalid={noteError ? true : undefined}
              aria-describedby={describedBy(ids, hint, noteError)}
              className={cx(inputClasses, inputBorder, 'field-sizing-content min-h-[58px] resize-y')}
            />
          </Field>
          <DialogActions>
            <Button variant="secondary" onClick={() => open(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" isPending={isPending}>
              Return to client
            </Button>
          </DialogActions>
        </form>
      </Dialog>
    </>
  );
}
