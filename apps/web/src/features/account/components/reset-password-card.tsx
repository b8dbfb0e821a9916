import { useMutation } from '@tanstack/react-query';
import { TitledCard } from '../../../ui/titled-card.tsx';
import { resetPassword } from '../api.ts';
import { NewPasswordForm } from './new-password-form.tsx';

type Props = { token: string; email: string; onDone: (message: string) => void };

export function ResetPasswordCard({ token, email, onDone }: Props) {
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: (response) => onDone(response.message),
  });
  return (
    <TitledCard title="Choose a new password" lead={<>For {email || 'your account'}.</>}>
      <NewPasswordForm
        submitLabel="Reset password"
        mutation={mutation}
        onSubmit={(values) => mutation.mutate({ token, email, ...values })}
      />
    </TitledCard>
  );
}
