import { passwordRules } from '@atrium/domain/contract/account';
import type { FormEvent } from 'react';
import { fieldError, formError } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';

type Props = {
  submitLabel: string;
  isPending: boolean;
  error: unknown;
  onSubmit: (values: { password: string; password_confirmation: string }) => void;
};

// Choosing a password (reset, invitation): length is the only rule shown; the server explains refusals.
export function NewPasswordForm({ submitLabel, isPending, error, onSubmit }: Props) {
  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const data = new FormData(event.currentTarget);
    onSubmit({
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    });
  };
  const message = formError(error, ['password', 'password_confirmation']);
  return (
    <form noValidate onSubmit={submit} className="space-y-5">
      {message ? <ErrorAlert>{message}</ErrorAlert> : null}
      <PasswordField
        label="New password"
        name="password"
        autoComplete="new-password"
        hint={`At least ${passwordRules.minLength} characters. A few unrelated words make a strong, memorable password.`}
        required
        error={fieldError(error, 'password')}
      />
      <PasswordField
        label="Confirm new password"
        name="password_confirmation"
        autoComplete="new-password"
        required
        error={fieldError(error, 'password_confirmation')}
      />
      <Button type="submit" className="w-full" isPending={isPending}>
        {submitLabel}
      </Button>
    </form>
  );
}
