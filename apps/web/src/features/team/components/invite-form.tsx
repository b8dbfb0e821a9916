import { inviteTeamMemberRequestSchema } from '@atrium/domain/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { inviteMember, teamKeys } from '../api.ts';

export const roleOptions = [
  { value: 'adviser', label: 'Adviser' },
  { value: 'admin', label: 'Admin' },
] as const;

const empty = { name: '', email: '', role: 'adviser' as const };

// Inviting an adviser or admin: they are mailed a link to create their password (ui/form.tsx: the contract's
// check, else the server's 422 beside its field).
export function InviteForm() {
  const queryClient = useQueryClient();
  const [invited, setInvited] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });
  const form = useAppForm({
    schema: inviteTeamMemberRequestSchema,
    defaultValues: empty,
    mutation: invite,
    onInvalid: () => setInvited(null),
    onValid: (member) => {
      setInvited(null);
      invite.mutate(member, {
        onSuccess: () => {
          setInvited(`${member.name} has been sent an invitation to ${member.email}.`);
          form.form.reset(empty);
        },
      });
    },
  });

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-50">Invite someone</h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        They receive an email with a link to create their password. The link expires in 7 days.
      </p>
      <AppFormView form={form} className="mt-5 space-y-4">
        <p
          role="status"
          className={invited ? 'text-sm font-medium text-green-800 dark:text-green-200' : 'sr-only'}
        >
          {invited ?? ''}
        </p>
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField label="Name" maxLength={120} autoComplete="off" {...form.field('name')} />
          <TextField label="Email" type="email" autoComplete="off" {...form.field('email')} />
          <SelectField label="Role" options={roleOptions} {...form.field('role')} />
        </div>
        <Button type="submit" isPending={form.isPending}>
          Send invitation
        </Button>
      </AppFormView>
    </Card>
  );
}
