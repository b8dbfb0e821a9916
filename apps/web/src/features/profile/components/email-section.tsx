import { emailChangeRequestSchema, type ProfileResponse } from '@atrium/domain/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { AppFormView, failureMessage, useAppForm } from '../../../ui/form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { EmailField } from '../../../ui/text-field.tsx';
import { cancelEmailChange, profileKeys, requestEmailChange, setProfile } from '../api.ts';
import { CurrentPassword, FormActions, StatusMessage } from './section-form-parts.tsx';

// The sign-in address changes only once the new mailbox's owner follows the link we send to it.
export function EmailSection({ profile }: { profile: ProfileResponse }) {
  const queryClient = useQueryClient();
  const [status, setStatus] = useState<string | null>(null);
  const request = useMutation({
    mutationFn: requestEmailChange,
    onSuccess: (response) => {
      setProfile(queryClient, { ...profile, pending_email: response.pending_email });
      setStatus(response.message);
    },
  });
  const cancel = useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: async (response) => {
      setStatus(response.message);
      await queryClient.invalidateQueries({ queryKey: profileKeys.profile, exact: true });
    },
  });

  const form = useAppForm({
    schema: emailChangeRequestSchema,
    sendAsTyped: true,
    defaultValues: { email: '', password: '' },
    mutation: request,
    onValid: ({ email, password }) => {
      setStatus(null);
      request.mutate({ email: email.trim(), password }, { onSuccess: () => form.form.reset() });
    },
    onInvalid: () => setStatus(null),
  });

  // The form's own failure shows in it (ui/form.tsx); a failed cancel shows there too.
  const cancelMessage = form.message ? null : failureMessage(cancel.error, []);
  const pending = profile.pending_email;
  return (
    <SectionCard
      className="gap-5"
      title="Email address"
      description="The address you log in with and where we send messages."
    >
      <div className="max-w-lg space-y-5">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Your email address is{' '}
          <strong className="break-all text-gray-900 dark:text-gray-50">{profile.email}</strong>.
        </p>
        <StatusMessage message={status} />
        {pending ? (
          <div className="rounded-lg border border-amber-300 bg-amber-50 p-3 text-sm text-amber-950 dark:border-amber-700 dark:bg-amber-950 dark:text-amber-100">
            <p>
              Waiting for confirmation: we sent a link to{' '}
              <strong className="break-all">{pending.email}</strong>. It works until{' '}
              {formatDateTime(pending.expires_at)}; your address changes when you follow it.
            </p>
            <Button
              variant="secondary"
              size="sm"
              className="mt-3"
              isPending={cancel.isPending}
              onClick={() => cancel.mutate()}
            >
              Cancel this change
            </Button>
          </div>
        ) : null}
        <AppFormView form={form} className="space-y-5">
          {cancelMessage ? <ErrorAlert>{cancelMessage}</ErrorAlert> : null}
          <EmailField label="New email address" autoComplete="email" {...form.field('email')} />
          <CurrentPassword {...form.field('password')} />
          <FormActions>
            <Button type="submit" isPending={form.isPending}>
              Send confirmation link
            </Button>
          </FormActions>
        </AppFormView>
      </div>
    </SectionCard>
  );
}
