import type { MfaStatusResponse } from '@atrium/domain/contract/mfa';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { sendCode, verifyCode } from '../api.ts';
import { useCountdown } from '../hooks/use-countdown.ts';

type Props = { status: MfaStatusResponse; onVerified: () => void };

function errorText(error: unknown): string | null {
  if (!error) return null;
  return isApiError(error) ? error.message : 'Something went wrong. Please try again.';
}

// Send a code, enter it, optionally trust this device; a new code may be sent once the countdown ends.
export function MfaForm({ status, onVerified }: Props) {
  const isSms = status.method === 'sms';
  const [resendAt, setResendAt] = useState(() => Date.now() + status.resend_available_in * 1000);
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const [hasCode, setHasCode] = useState(!isSms || status.resend_available_in > 0);
  const [trustDevice, setTrustDevice] = useState(false);
  const secondsLeft = useCountdown(resendAt);

  const send = useMutation({
    mutationFn: sendCode,
    onSuccess: (response) => {
      setSentMessage(response.message);
      setHasCode(true);
      setResendAt(Date.now() + response.resend_available_in * 1000);
    },
  });
  const verify = useMutation({ mutationFn: verifyCode, onSuccess: onVerified });

  // The code's refusal (a 422) shows beside it, anything else above the form (ui/form.tsx).
  const form = useAppForm<{ code: string }>({
    defaultValues: { code: '' },
    mutation: verify,
    onValid: ({ code }) => verify.mutate({ code, trust_device: trustDevice }),
  });

  if (isSms && !hasCode) {
    return (
      <div className="space-y-5">
        <p className="text-sm text-gray-700 dark:text-gray-300">
          We will text a six-digit code to your phone number ending{' '}
          {status.telephone_hint?.replace(/\D/g, '')}.
        </p>
        {send.error ? <ErrorAlert>{errorText(send.error)}</ErrorAlert> : null}
        <Button className="w-full" isPending={send.isPending} onClick={() => send.mutate()}>
          Send code
        </Button>
      </div>
    );
  }

  return (
    <AppFormView form={form} className="space-y-5">
      {sentMessage ? (
        <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
          {sentMessage}
        </p>
      ) : null}
      {send.error ? <ErrorAlert>{errorText(send.error)}</ErrorAlert> : null}
      <TextField
        label={isSms ? 'Verification code' : 'Code from your authenticator app'}
        hint={isSms ? 'The code is valid for 10 minutes.' : 'Or enter one of your recovery codes.'}
        inputMode={isSms ? 'numeric' : 'text'}
        autoComplete="one-time-code"
        autoCapitalize="none"
        spellCheck={false}
        required
        {...form.field('code')}
      />
      <CheckboxField
        label="Trust this device for 30 days"
        hint="Only on a device you alone use."
        checked={trustDevice}
        onChange={setTrustDevice}
      />
      <Button type="submit" className="w-full" isPending={verify.isPending}>
        Verify
      </Button>
      {isSms ? (
        <Button
          variant="ghost"
          className="w-full"
          disabled={secondsLeft > 0}
          isPending={send.isPending}
          onClick={() => send.mutate()}
        >
          {secondsLeft > 0 ? `Send a new code in ${secondsLeft} s` : 'Send a new code'}
        </Button>
      ) : null}
    </AppFormView>
  );
}
