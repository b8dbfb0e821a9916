import { inviteTeamMemberRequestSchema, type StaffRole } from '@atrium/domain/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { inviteMember, teamKeys } from '../api.ts';

type Errors = Partial<Record<'name' | 'email' | 'role', string>>;
export const roleOptions = [
  { value: 'adviser', label: 'Adviser' },
  { value: 'admin', label: 'Admin' },
] as const;

// Inviting an adviser or admin: they are mailed a link to create their password.
export function InviteForm() {
  const queryClient = useQueryClient();
  const [name, setName] = useState('');
  const [email, setEmail] = useState('');
  const [role, setRole] = useState<StaffRole>('adviser');
  const [errors, setErrors] = useState<Errors>({});
  const [invited, setInvited] = useState<string | null>(null);
  const invite = useMutation({
    mutationFn: inviteMember,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: teamKeys.all }),
  });

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setInvited(null);
    const parsed = inviteTeamMemberRequestSchema.safeParse({ name, email, role });
    if (!parsed.success) {
      const next: Errors = {};
      for (const issue of parsed.error.issues) next[String(issue.path[0]) as keyof Errors] ??= issue.message;
      return setErrors(next);
    }
    setErrors({});
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setInvited(`${parsed.data.name} has been sent an invitation to ${parsed.data.email}.`);
        setName('');
        setEmail('');
        setRole('adviser');
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 422)
          setErrors({
            name: failure.errors.name?.[0],
            email: failure.errors.email?.[0],
            role: failure.errors.role?.[0],
          });
      },
    });
  };
  const otherFailure =
    invite.error && !(isApiError(invite.error) && invite.error.status === 422) ? invite.error.message : null;

  return (
    <Card className="p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-50">Invite someone</h2>
      <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
        They receive an email with a link to create their password. The link expires in 7 days.
      </p>
      <form onSubmit={submit} noValidate className="mt-5 space-y-4">
        <p
          role="status"
          className={invited ? 'text-sm font-medium text-green-800 dark:text-green-200' : 'sr-only'}
        >
          {invited ?? ''}
        </p>
        {otherFailure ? <ErrorAlert>{otherFailure}</ErrorAlert> : null}
        <div className="grid gap-4 sm:grid-cols-3">
          <TextField
            label="Name"
            value={name}
            maxLength={120}
            autoComplete="off"
            onChange={(event) => setName(event.target.value)}
            error={errors.name}
          />
          <TextField
            label="Email"
            type="email"
            value={email}
            autoComplete="off"
            onChange={(event) => setEmail(event.target.value)}
            error={errors.email}
          />
          <SelectField
            label="Role"
            value={role}
            options={roleOptions}
            onChange={(event) => setRole(event.target.value as StaffRole)}
            error={errors.role}
          />
        </div>
        <Button type="submit" isPending={invite.isPending}>
          Send invitation
        </Button>
      </form>
    </Card>
  );
}
