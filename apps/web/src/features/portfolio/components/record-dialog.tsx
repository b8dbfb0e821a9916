import type { FormEvent, ReactNode } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';

type Props = {
  title: string;
  description: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: { failure: string | null; isPending: boolean; submit: (event: FormEvent) => Promise<void> };
  // A grid form names the class that makes the failure and the buttons span its row.
  layout?: { dialog: string; form: string; fullRow: string };
  children: ReactNode;
};

const fullRow = (className: string | undefined, content: ReactNode) =>
  className ? <div className={className}>{content}</div> : content;

// The dialog around an account's or a holding's form: it cannot be closed while a save is under way.
export function RecordDialog({
  title,
  description,
  submitLabel,
  open,
  onOpenChange,
  form,
  layout,
  children,
}: Props) {
  const { failure, isPending } = form;
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isPending && onOpenChange(next)}
      title={title}
      description={description}
      {...(layout ? { className: layout.dialog } : {})}
    >
      <form
        onSubmit={(event) => void form.submit(event)}
        noValidate
        className={layout?.form ?? 'mt-4 space-y-4'}
      >
        {failure ? fullRow(layout?.fullRow, <ErrorAlert>{failure}</ErrorAlert>) : null}
        {children}
        {fullRow(
          layout?.fullRow,
          <DialogActions>
            <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isPending}>
              Cancel
            </Button>
            <Button type="submit" isPending={isPending}>
              {submitLabel}
            </Button>
          </DialogActions>,
        )}
      </form>
    </Dialog>
  );
}
