import { type ProfileResponse, updateProfileRequestSchema } from '@atrium/domain/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { issuesByField } from '../../../lib/form-errors.ts';
import { refreshSessionUser } from '../../../lib/refresh-session-user.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useFormCheck } from '../../../ui/use-form-check.ts';
import { setProfile, updateProfile } from '../api.ts';
import { FormActions, ProfileSection, StatusMessage } from './profile-section.tsx';

const fields = ['name', 'telephone'] as const;

export function DetailsSection({ profile }: { profile: ProfileResponse }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: updateProfile,
    onSuccess: async (response) => {
      setProfile(queryClient, response.profile);
      // The server writes the name and telephone into the open fact-find too (one person, one set of contact
      // details): the fact-find's cached copy (features/factfind, keyed 'factfind') is read again.
      void queryClient.invalidateQueries({ queryKey: ['factfind'] });
      // The name in the header comes from the stored user.
      await refreshSessionUser().catch(() => {});
    },
  });
  const { passes, errorOf, message } = useFormCheck(fields, mutation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = { name: String(data.get('name') ?? ''), telephone: String(data.get('telephone') ?? '') };
    const parsed = updateProfileRequestSchema.safeParse(body);
    const errors = parsed.success ? {} : issuesByField(parsed.error);
    if (!passes(form, errors)) return;
    mutation.mutate(body);
  };

  return (
    <ProfileSection
      title="Personal details"
      description="How we address you and the number we can call you on. Your fact-find’s name and mobile number are these too: a change here shows there, and the other way round."
    >
      <form noValidate onSubmit={submit} className="max-w-lg space-y-5">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <TextField
          label="Full name"
          name="name"
          autoComplete="name"
          defaultValue={profile.name}
          required
          error={errorOf('name')}
        />
        <TextField
          label="Telephone (optional)"
          name="telephone"
          type="tel"
          autoComplete="tel"
          hint="For your adviser to call you. Sign-in codes use the number set under two-step verification."
          defaultValue={profile.telephone ?? ''}
          error={errorOf('telephone')}
        />
        <FormActions>
          <Button type="submit" isPending={mutation.isPending}>
            Save details
          </Button>
          <StatusMessage message={mutation.isSuccess ? mutation.data.message : null} />
        </FormActions>
      </form>
    </ProfileSection>
  );
}
