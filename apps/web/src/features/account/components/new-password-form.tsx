import { passwordRules } from '@atrium/domain/contract/account';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, type FormSender, useAppForm } from '../../../ui/form.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';

type Values = { password: string; password_confirmation: string };

type Props = {
  submitLabel: string;
  // The mutation that sends the password (its pending state and failure are the form's).
  mutation: FormSender;
  onSubmit: (values: Values) => void;
};

// Choosing a password (reset, invitation): length is the only rule shown; the server explains refusals.
export function NewPasswordForm({ submitLabel, mutation, onSubmit }: Props) {
  const form = useAppForm<Values>({
    defaultValues: { password: '', password_confirmation: '' },
    mutation,
    onValid: onSubmit,
  });
  return (
    <AppFormView form={form} className="space-y-5">
      <PasswordField
        label="New password"
        autoComplete="new-password"
        hint={`At least ${passwordRules.minLength} characters. A few unrelated words make a strong, memorable password.`}
        required
        {...form.field('password')}
      />
      <PasswordField
        label="Confirm new password"
        autoComplete="new-password"
        required
        {...form.field('password_confirmation')}
      />
      <Button type="submit" className="w-full" isPending={form.isPending}>
        {submitLabel}
      </Button>
    </AppFormView>
  );
}
