import { emailChangeRequestSchema, type ProfileResponse } from '@atrium/domain/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { formError, issuesByField } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { EmailField } from '../../../ui/text-field.tsx';
import { useFormCheck } from '../../../ui/use-form-check.ts';
import { cancelEmailChange, profileKeys, requestEmailChange, setProfile } from '../api.ts';
import { formatDateTime } from '../format.ts';
import { CurrentPassword, FormActions, ProfileSection, StatusMessage } from './profile-section.tsx';

const fields = ['email', 'password'] as const;

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
  const { passes, errorOf } = useFormCheck(fields, request);
  const cancel = useMutation({
    mutationFn: cancelEmailChange,
    onSuccess: async (response) => {
      setStatus(response.message);
      await queryClient.invalidateQueries({ queryKey: profileKeys.profile, exact: true });
    },
  });

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = { email: String(data.get('email') ?? ''), password: String(data.get('password') ?? '') };
    const parsed = emailChangeRequestSchema.safeParse(body);
    const errors = parsed.success ? {} : issuesByField(parsed.error);
    setStatus(null);
    if (!passes(form, errors)) return;
    request.mutate({ email: body.email.trim(), password: body.password }, { onSuccess: () => form.reset() });
  };

  const message = formError(request.error, fields) ?? formError(cancel.error, []);
  const pending = profile.pending_email;
  return (
    <ProfileSection
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
        <form noValidate onSubmit={submit} className="space-y-5">
          {message ? <ErrorAlert>{message}</ErrorAlert> : null}
          <EmailField label="New email address" name="email" autoComplete="email" error={errorOf('email')} />
          <CurrentPassword error={errorOf('password')} />
          <FormActions>
            <Button type="submit" isPending={request.isPending}>
              Send confirmation link
            </Button>
          </FormActions>
        </form>
      </div>
    </ProfileSection>
  );
}
