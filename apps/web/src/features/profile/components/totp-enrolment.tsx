import { mfaRules } from '@atrium/domain/contract/mfa';
import type { RecoveryCodesResponse, TotpSetupResponse } from '@atrium/domain/contract/mfa-settings';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { confirmTotp, startTotp } from '../api.ts';
import { PasswordConfirmStep } from './password-confirm-step.tsx';
import { SubmitOrCancel } from './section-form-parts.tsx';
import { StepHeading } from './step-heading.tsx';

type Props = { email: string; onEnabled: (response: RecoveryCodesResponse) => void; onCancel: () => void };

// Groups of four are easier to type into an app by hand.
const grouped = (secret: string) => secret.match(/.{1,4}/g)?.join(' ') ?? secret;

// An authenticator app (TOTP, RFC 6238) counts once its first code has been checked.
export function TotpEnrolment({ email, onEnabled, onCancel }: Props) {
  const start = useMutation({ mutationFn: startTotp });
  if (!start.isSuccess) {
    return (
      <PasswordConfirmStep
        title="Set up an authenticator app"
        lead="Use an app such as Google Authenticator, Microsoft Authenticator or 1Password. First confirm it is you."
        email={email}
        submitLabel="Continue"
        mutation={start}
        onCancel={onCancel}
      />
    );
  }
  return <TotpConfirm setup={start.data} onEnabled={onEnabled} onCancel={onCancel} />;
}

function TotpConfirm({ setup, onEnabled, onCancel }: { setup: TotpSetupResponse } & Omit<Props, 'email'>) {
  const [copied, setCopied] = useState<string | null>(null);
  const confirm = useMutation({ mutationFn: confirmTotp, onSuccess: onEnabled });
  // The code's refusal beside it, anything else above the form (ui/form.tsx).
  const form = useAppForm<{ code: string }>({
    defaultValues: { code: '' },
    mutation: confirm,
    onValid: (values) => confirm.mutate(values),
  });
  const copySecret = async () => {
    try {
      await navigator.clipboard.writeText(setup.secret);
      setCopied('The key has been copied.');
    } catch {
      setCopied('Copying is not allowed here: select the key and copy it.');
    }
  };
  return (
    <AppFormView form={form} className="max-w-lg space-y-5">
      <StepHeading>Scan the QR code</StepHeading>
      <ol className="list-decimal space-y-4 pl-5 text-sm text-gray-700 dark:text-gray-300">
        <li>
          In your authenticator app, add an account and scan this code.
          <img
            src={`data:image/svg+xml;charset=utf-8,${encodeURIComponent(setup.qr_svg)}`}
            alt="QR code that adds your account to an authenticator app"
            width={192}
            height={192}
            className="mt-3 rounded-lg border border-gray-300 bg-white p-2"
          />
        </li>
        <li>
          Can’t scan it? Enter this key instead:
          <span className="mt-2 flex flex-wrap items-center gap-3">
            <code className="rounded-md bg-gray-100 px-2 py-1 font-mono text-base break-words text-gray-900 dark:bg-gray-800 dark:text-gray-100">
              {grouped(setup.secret)}
            </code>
            <Button variant="secondary" size="sm" onClick={copySecret}>
              Copy key
            </Button>
          </span>
          <span role="status" className="mt-1 block empty:hidden">
            {copied}
          </span>
        </li>
        <li>Enter the {mfaRules.codeLength}-digit code the app now shows.</li>
      </ol>
      <TextField
        label="Code from the app"
        inputMode="numeric"
        autoComplete="one-time-code"
        required
        {...form.field('code')}
      />
      <SubmitOrCancel label="Verify and turn on" isPending={form.isPending} onCancel={onCancel} />
    </AppFormView>
  );
}
