import type { ReactNode } from 'react';
import type { ButtonVariant } from '../../../ui/button.tsx';
import { AppFormView, type FormSender, useAppForm } from '../../../ui/form.tsx';
import { CurrentPassword, SubmitOrCancel } from './section-form-parts.tsx';
import { StepHeading } from './step-heading.tsx';

type Props = {
  // The step's heading and what it is about to do.
  title: string;
  lead: ReactNode;
  email: string;
  submitLabel: string;
  variant?: Extract<ButtonVariant, 'primary' | 'danger'>;
  // The mutation the password is sent with (its pending state and failure are the form's).
  mutation: FormSender & { mutate: (password: string) => void };
  onCancel: () => void;
};

// Changes to the second factor ask for the current password again (the server checks it), as a step of its own.
export function PasswordConfirmStep({
  title,
  lead,
  email,
  submitLabel,
  variant = 'primary',
  mutation,
  onCancel,
}: Props) {
  const form = useAppForm<{ password: string }>({
    defaultValues: { password: '' },
    mutation,
    onValid: ({ password }) => mutation.mutate(password),
  });
  return (
    <div className="space-y-4">
      <StepHeading>{title}</StepHeading>
      <p className="max-w-lg text-sm text-gray-700 dark:text-gray-300">{lead}</p>
      <AppFormView form={form} className="max-w-lg space-y-5">
        <CurrentPassword email={email} {...form.field('password')} />
        <SubmitOrCancel
          label={submitLabel}
          variant={variant}
          isPending={form.isPending}
          onCancel={onCancel}
        />
      </AppFormView>
    </div>
  );
}
