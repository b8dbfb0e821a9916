import type { InvitationDetails } from '@atrium/domain/contract/account';
import { useMutation } from '@tanstack/react-query';
import { Card } from '../../../ui/card.tsx';
import { acceptInvitation } from '../api.ts';
import { NewPasswordForm } from './new-password-form.tsx';

type Props = { hash: string; invitation: InvitationDetails; onDone: () => void };

export function CreatePasswordCard({ hash, invitation, onDone }: Props) {
  const mutation = useMutation({
    mutationFn: (values: { password: string; password_confirmation: string }) =>
      acceptInvitation(hash, values),
    onSuccess: onDone,
  });
  return (
    <Card className="p-6 sm:p-8">
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
        Create your password
      </h1>
      <p className="mt-1.5 mb-6 text-sm text-gray-600 dark:text-gray-400">
        For {invitation.email} at {invitation.firm.name}.
      </p>
      <NewPasswordForm
        submitLabel="Create password and continue"
        mutation={mutation}
        onSubmit={(values) => mutation.mutate(values)}
      />
    </Card>
  );
}
