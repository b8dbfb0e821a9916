import { passwordRules } from '@atrium/domain/contract/account';
import type { ComponentProps } from 'react';
import { PasswordField } from './password-field.tsx';

type FieldProps = Omit<ComponentProps<typeof PasswordField>, 'label' | 'autoComplete' | 'required' | 'hint'>;

// What a new password needs when the browser checks only its length (as the server does, in code points); the
// server explains its other rules when it refuses one.
export const newPasswordHint = `At least ${passwordRules.minLength} characters. A few unrelated words make a strong, memorable password.`;

type Props = {
  // The first field's label; the second is "Confirm" and the same words.
  label?: 'Password' | 'New password';
  hint?: string;
  password: FieldProps;
  confirmation: FieldProps;
};

// A password being chosen and its confirmation (registering, a reset, an invitation, /profile), both filed by
// password managers as a new password.
export function NewPasswordFields({
  label = 'New password',
  hint = newPasswordHint,
  password,
  confirmation,
}: Props) {
  return (
    <>
      <PasswordField label={label} autoComplete="new-password" hint={hint} required {...password} />
      <PasswordField
        label={`Confirm ${label.toLowerCase()}`}
        autoComplete="new-password"
        required
        {...confirmation}
      />
    </>
  );
}
