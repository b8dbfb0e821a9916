import type { InvitationDetails } from '@atrium/domain/contract/account';
import { useMutation } from '@tanstack/react-query';
import { TitledCard } from '../../../ui/titled-card.tsx';
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
    <TitledCard
      title="Create your password"
      lead={
        <>
          For {invitation.email} at {invitation.firm.name}.
        </>
      }
    >
      <NewPasswordForm
        submitLabel="Create password and continue"
        mutation={mutation}
        onSubmit={(values) => mutation.mutate(values)}
      />
    </TitledCard>
  );
}
