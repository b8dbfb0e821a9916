import { passwordMessages, passwordRules } from '@atrium/domain/contract/account';
import { changePasswordRequestSchema } from '@atrium/domain/contract/profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { NewPasswordFields } from '../../../ui/new-password-fields.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { changePassword, profileKeys } from '../api.ts';
import { CurrentPassword, SubmitWithStatus } from './section-form-parts.tsx';

// NIST SP 800-63B: length is the only rule; the server refuses common passwords and ones built on the
// email or the firm's name, and says which.
const policyHint =
  `${passwordRules.minLength} to ${passwordRules.maxLength} characters; spaces and symbols are fine. ` +
  'Not a common password, and not containing your email address or the firm’s name. ' +
  'A few unrelated words make a strong, memorable password.';

// The length rule the browser checks as the server does (in code points).
const checkLength = ({ password }: { password: string }) =>
  password && [...password].length < passwordRules.minLength ? { password: passwordMessages.tooShort } : {};

export function PasswordSection({ email }: { email: string }) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: changePassword,
    // A new password forgets every trusted device.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: profileKeys.trustedDevices }),
  });
  const form = useAppForm({
    schema: changePasswordRequestSchema,
    sendAsTyped: true,
    check: checkLength,
    defaultValues: { current_password: '', password: '', password_confirmation: '' },
    mutation,
    onValid: (values) => mutation.mutate(values, { onSuccess: () => form.form.reset() }),
  });

  return (
    <SectionCard
      className="gap-5"
      title="Password"
      description="Changing it signs you out everywhere else and forgets your trusted devices."
    >
      <AppFormView form={form} className="max-w-lg space-y-5">
        <CurrentPassword email={email} {...form.field('current_password')} />
        <NewPasswordFields
          hint={policyHint}
          password={form.field('password')}
          confirmation={form.field('password_confirmation')}
        />
        <SubmitWithStatus
          label="Change password"
          isPending={form.isPending}
          message={mutation.isSuccess ? mutation.data.message : null}
        />
      </AppFormView>
    </SectionCard>
  );
}
