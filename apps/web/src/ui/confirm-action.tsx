import { type ReactNode, useState } from 'react';
import { ErrorAlert } from './alert.tsx';
import { Button, type ButtonVariant } from './button.tsx';
import { Dialog, DialogActions } from './dialog.tsx';

type ConfirmActionProps = {
  label: string;
  // The button's name where the label alone repeats down a list ("Resend invitation to Priya Shah").
  ariaLabel?: string;
  icon?: ReactNode;
  title: string;
  description: ReactNode;
  confirmLabel: string;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  buttonVariant?: ButtonVariant;
  // Runs the action; resolves when it is done (the dialog then closes), rejects with what to show.
  onConfirm: () => Promise<unknown>;
};

// A button that asks first: the dialog says what will happen, and stays open with the reason if it fails.
export function ConfirmAction({
  label,
  ariaLabel,
  icon,
  title,
  description,
  confirmLabel,
  variant = 'primary',
  buttonVariant = 'secondary',
  onConfirm,
}: ConfirmActionProps) {
  const [isOpen, setOpen] = useState(false);
  const [isPending, setPending] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const open = (next: boolean) => {
    if (isPending) return;
    setOpen(next);
    setError(null);
  };
  const confirm = async () => {
    setPending(true);
    setError(null);
    try {
      await onConfirm();
      setOpen(false);
    } catch (failure) {
      setError(failure instanceof Error ? failure.message : 'That did not work. Please try again.');
    } finally {
      setPending(false);
    }
  };
  return (
    <>
      <Button variant={buttonVariant} onClick={() => open(true)} aria-label={ariaLabel}>
        {icon}
        {label}
      </Button>
      <Dialog open={isOpen} onOpenChange={open} title={title} description={description}>
        {error ? (
          <div className="mt-4">
            <ErrorAlert>{error}</ErrorAlert>
          </div>
        ) : null}
        <DialogActions>
          <Button variant="secondary" onClick={() => open(false)} disabled={isPending}>
            Cancel
          </Button>
          <Button variant={variant} onClick={() => void confirm()} isPending={isPending}>
            {confirmLabel}
          </Button>
        </DialogActions>
      </Dialog>
    </>
  );
}
