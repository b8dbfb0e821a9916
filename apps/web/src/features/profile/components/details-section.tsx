import { type ProfileResponse, updateProfileRequestSchema } from '@atrium/domain/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { refreshSessionUser } from '../../../lib/refresh-session-user.ts';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { setProfile, updateProfile } from '../api.ts';
import { SubmitWithStatus } from './section-form-parts.tsx';

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
  const form = useAppForm({
    schema: updateProfileRequestSchema,
    sendAsTyped: true,
    defaultValues: { name: profile.name, telephone: profile.telephone ?? '' },
    mutation,
    onValid: (values) => mutation.mutate(values),
  });

  return (
    <SectionCard
      className="gap-5"
      title="Personal details"
      description="How we address you and the number we can call you on. Your fact-find’s name and mobile number are these too: a change here shows there, and the other way round."
    >
      <AppFormView form={form} className="max-w-lg space-y-5">
        <TextField label="Full name" autoComplete="name" required {...form.field('name')} />
        <TextField
          label="Telephone (optional)"
          type="tel"
          autoComplete="tel"
          hint="For your adviser to call you. Sign-in codes use the number set under two-step verification."
          {...form.field('telephone')}
        />
        <SubmitWithStatus
          label="Save details"
          isPending={form.isPending}
          message={mutation.isSuccess ? mutation.data.message : null}
        />
      </AppFormView>
    </SectionCard>
  );
}
