import type { ReactNode } from 'react';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog, DialogActions } from './dialog.tsx';

type ConfirmDialogProps = {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  onConfirm: () => void;
  // The confirm button reads 'Confirm' unless told otherwise.
  confirmLabel?: string;
  cancelLabel?: string;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  isPending?: boolean;
};

export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  onConfirm,
  confirmLabel = 'Confirm',
  cancelLabel = 'Cancel',
  variant = 'primary',
  isPending = false,
}: ConfirmDialogProps) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange} title={title} description={description}>
      <DialogActions>
        <Button variant="secondary" onClick={() => onOpenChange(false)}>
          {cancelLabel}
        </Button>
        <Button variant={variant} onClick={onConfirm} isPending={isPending}>
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
