import type { FormEvent } from 'react';
import { fieldError, formError } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button, type ButtonVariant } from '../../../ui/button.tsx';
import { CurrentPassword, FormActions } from './profile-section.tsx';

type Props = {
  email: string;
  submitLabel: string;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  isPending: boolean;
  error: unknown;
  onSubmit: (password: string) => void;
  onCancel: () => void;
};

// Changes to the second factor ask for the current password again (the server checks it).
export function PasswordConfirmForm({
  email,
  submitLabel,
  variant = 'primary',
  isPending,
  error,
  onSubmit,
  onCancel,
}: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    onSubmit(String(new FormData(event.currentTarget).get('password') ?? ''));
  };
  const message = formError(error, ['password']);
  return (
    <form noValidate onSubmit={submit} className="max-w-lg space-y-5">
      {message ? <ErrorAlert>{message}</ErrorAlert> : null}
      <CurrentPassword email={email} error={fieldError(error, 'password')} />
      <FormActions>
        <Button type="submit" variant={variant} isPending={isPending}>
          {submitLabel}
        </Button>
        <Button variant="ghost" onClick={onCancel}>
          Cancel
        </Button>
      </FormActions>
    </form>
  );
}
