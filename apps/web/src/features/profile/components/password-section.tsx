import { passwordMessages, passwordRules } from '@atrium/domain/contract/account';
import { changePasswordRequestSchema } from '@atrium/domain/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { FormEvent } from 'react';
import { issuesByField } from '../../../lib/form-errors.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { PasswordField } from '../../../ui/password-field.tsx';
import { useFormCheck } from '../../../ui/use-form-check.ts';
import { changePassword, profileKeys } from '../api.ts';
import { CurrentPassword, FormActions, ProfileSection, StatusMessage } from './profile-section.tsx';

const fields = ['current_password', 'password', 'password_confirmation'] as const;

// NIST SP 800-63B: length is the only rule; the server refuses common passwords and ones built on the
// email or the firm's name, and says which.
const policyHint =
  `${passwordRules.minLength} to ${passwordRules.maxLength} characters; spaces and symbols are fine. ` +
  'Not a common password, and not containing your email address or the firm’s name. ' +
  'A few unrelated words make a strong, memorable password.';

export function PasswordSection({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: changePassword,
    // A new password forgets every trusted device.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.trustedDevices }),
  });
  const { passes, errorOf, message } = useFormCheck(fields, mutation);

  const submit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const form = event.currentTarget;
    const data = new FormData(form);
    const body = {
      current_password: String(data.get('current_password') ?? ''),
      password: String(data.get('password') ?? ''),
      password_confirmation: String(data.get('password_confirmation') ?? ''),
    };
    const parsed = changePasswordRequestSchema.safeParse(body);
    const errors = parsed.success ? {} : issuesByField(parsed.error);
    if (!errors.password && body.password && [...body.password].length < passwordRules.minLength)
      errors.password = passwordMessages.tooShort;
    if (!passes(form, errors)) return;
    mutation.mutate(body, { onSuccess: () => form.reset() });
  };

  return (
    <ProfileSection
      title="Password"
      description="Changing it signs you out everywhere else and forgets your trusted devices."
    >
      <form noValidate onSubmit={submit} className="max-w-lg space-y-5">
        {message ? <ErrorAlert>{message}</ErrorAlert> : null}
        <CurrentPassword email={email} name="current_password" error={errorOf('current_password')} />
        <PasswordField
          label="New password"
          name="password"
          autoComplete="new-password"
          hint={policyHint}
          required
          error={errorOf('password')}
        />
        <PasswordField
          label="Confirm new password"
          name="password_confirmation"
          autoComplete="new-password"
          required
          error={errorOf('password_confirmation')}
        />
        <FormActions>
          <Button type="submit" isPending={mutation.isPending}>
            Change password
          </Button>
          <StatusMessage message={mutation.isSuccess ? mutation.data.message : null} />
        </FormActions>
      </form>
    </ProfileSection>
  );
}
