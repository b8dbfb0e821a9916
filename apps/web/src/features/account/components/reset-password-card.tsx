import { useMutation } from '@tanstack/react-query';
import { Card } from '../../../ui/card.tsx';
import { resetPassword } from '../api.ts';
import { NewPasswordForm } from './new-password-form.tsx';

type Props = { token: string; email: string; onDone: (message: string) => void };

export function ResetPasswordCard({ token, email, onDone }: Props) {
  const mutation = useMutation({
    mutationFn: resetPassword,
    onSuccess: (response) => onDone(response.message),
  });
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
        Choose a new password
      </h1>
      <p className="mt-1.5 mb-6 text-sm text-gray-600 dark:text-gray-400">For {email || 'your account'}.</p>
      <NewPasswordForm
        submitLabel="Reset password"
        mutation={mutation}
        onSubmit={(values) => mutation.mutate({ token, email, ...values })}
      />
    </Card>
  );
}
