import type { ButtonVariant } from '../../../ui/button.tsx';
import { AppFormView, type FormSender, useAppForm } from '../../../ui/form.tsx';
import { CurrentPassword, SubmitOrCancel } from './profile-section.tsx';

type Props = {
  email: string;
  submitLabel: string;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  // The mutation the password goes with (its pending state and failure are the form's).
  mutation: FormSender;
  onSubmit: (password: string) => void;
  onCancel: () => void;
};

// Changes to the second factor ask for the current password again (the server checks it).
export function PasswordConfirmForm({
  email,
  submitLabel,
  variant = 'primary',
  mutation,
  onSubmit,
  onCancel,
}: Props) {
  const form = useAppForm<{ password: string }>({
    defaultValues: { password: '' },
    mutation,
    onValid: ({ password }) => onSubmit(password),
  });
  return (
    <AppFormView form={form} className="max-w-lg space-y-5">
      <CurrentPassword email={email} {...form.field('password')} />
      <SubmitOrCancel label={submitLabel} variant={variant} isPending={form.isPending} onCancel={onCancel} />
    </AppFormView>
  );
}
