import type { ReactNode } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Dialog, DialogActions } from '../../../ui/dialog.tsx';
import { type AppForm, AppFormView } from '../../../ui/form.tsx';

type Props<TValues extends Record<string, unknown>> = {
  title: string;
  description: string;
  submitLabel: string;
  open: boolean;
  onOpenChange: (open: boolean) => void;
  form: AppForm<TValues>;
  // A grid form names the class that makes the failure and the buttons span its row.
  layout?: { dialog: string; form: string; fullRow: string };
  children: ReactNode;
};

// The dialog around an account's or a holding's form (ui/form.tsx): it cannot be closed while a save is under way.
export function RecordDialog<TValues extends Record<string, unknown>>({
  title,
  description,
  submitLabel,
  open,
  onOpenChange,
  form,
  layout,
  children,
}: Props<TValues>) {
  const { isPending } = form;
  const actions = (
    <DialogActions>
      <Button variant="secondary" onClick={() => onOpenChange(false)} disabled={isPending}>
        Cancel
      </Button>
      <Button type="submit" isPending={isPending}>
        {submitLabel}
      </Button>
    </DialogActions>
  );
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => !isPending && onOpenChange(next)}
      title={title}
      description={description}
      {...(layout ? { className: layout.dialog } : {})}
    >
      <AppFormView form={form} className={layout?.form ?? 'mt-4 space-y-4'}>
        {children}
        {layout ? <div className={layout.fullRow}>{actions}</div> : actions}
      </AppFormView>
    </Dialog>
  );
}
