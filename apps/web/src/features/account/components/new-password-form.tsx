import { Button } from '../../../ui/button.tsx';
import { AppFormView, type FormSender, useAppForm } from '../../../ui/form.tsx';
import { NewPasswordFields } from '../../../ui/new-password-fields.tsx';

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
      <NewPasswordFields
        password={form.field('password')}
        confirmation={form.field('password_confirmation')}
      />
      <Button type="submit" className="w-full" isPending={form.isPending}>
        {submitLabel}
      </Button>
    </AppFormView>
  );
}
