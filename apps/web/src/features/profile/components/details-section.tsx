import { type ProfileResponse, updateProfileRequestSchema } from '@atrium/domain/contract/profile';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { useUpdateProfile } from '../hooks/use-update-profile.ts';
import { SubmitWithStatus } from './section-form-parts.tsx';

export function DetailsSection({ profile }: { profile: ProfileResponse }) {
  const mutation = useUpdateProfile();
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
