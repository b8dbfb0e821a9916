import { returnFactFindRequestSchema, returnNoteMaxLength } from '@atrium/domain/contract/adviser-factfind';
import { useMutation } from '@tanstack/react-query';
import { Undo2 } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';

type Props = { clientName: string; onReturn: (note: string) => Promise<unknown> };

// "Return to client" needs a note: the client reads it on their fact-find page (ui/form.tsx: the contract's check,
// else the server's 422 beside the note).
export function AdviserReturnDialog({ clientName, onReturn }: Props) {
  const [isOpen, setOpen] = useState(false);
  const giveBack = useMutation({ mutationFn: onReturn });
  const form = useAppForm({
    schema: returnFactFindRequestSchema,
    defaultValues: { note: '' },
    mutation: giveBack,
    onValid: ({ note }) =>
      giveBack.mutate(note, {
        onSuccess: () => {
          setOpen(false);
          form.form.reset({ note: '' });
        },
      }),
  });

  // Closing keeps what was written; a reopened dialog shows no old finding or failure.
  const open = (next: boolean) => {
    if (giveBack.isPending) return;
    setOpen(next);
    form.form.clearErrors();
    giveBack.reset();
  };

  const hint = `${clientName} sees this note on their fact-find and can then change it and submit it again.`;
  const noteField = form.field('note');
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
        <AppFormView form={form} className="mt-4 space-y-4">
          <TextAreaField
            label="Note to the client"
            hint={hint}
            maxLength={returnNoteMaxLength}
            rows={5}
            required
            {...noteField}
          />
          <DialogActions>
            <Button variant="secondary" onClick={() => open(false)} disabled={form.isPending}>
              Cancel
            </Button>
            <Button type="submit" isPending={form.isPending}>
              Return to client
            </Button>
          </DialogActions>
        </AppFormView>
      </Dialog>
    </>
  );
}
