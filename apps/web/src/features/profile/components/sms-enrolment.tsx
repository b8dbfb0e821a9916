import { mfaRules } from '@atrium/domain/contract/mfa';
import {
  type RecoveryCodesResponse,
  type SmsEnrolSendRequest,
  smsEnrolSendRequestSchema,
} from '@atrium/domain/contract/mfa-settings';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, failureMessage, useAppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { sendSmsEnrolCode, verifySmsEnrolCode } from '../api.ts';
import { CurrentPassword, SubmitOrCancel } from './section-form-parts.tsx';
import { StepHeading } from './step-heading.tsx';

type Props = {
  email: string;
  currentTelephone: string | null;
  // The number is verified: its recovery codes are shown as an app's are (mfa-section.tsx).
  onEnabled: (response: RecoveryCodesResponse) => void;
  onCancel: () => void;
};

function useSecondsUntil(until: number): number {
  const left = () => Math.max(0, Math.ceil((until - Date.now()) / 1000));
  const [seconds, setSeconds] = useState(left);
  useEffect(() => {
    const tick = () => setSeconds(Math.max(0, Math.ceil((until - Date.now()) / 1000)));
    tick();
    const timer = setInterval(tick, 1000);
    return () => clearInterval(timer);
  }, [until]);
  return seconds;
}

// A number counts only once a code sent to it has come back: number and password, then the code.
export function SmsEnrolment({ email, currentTelephone, onEnabled, onCancel }: Props) {
  // Kept for "send a new code" while this form is open; never stored anywhere else.
  const request = useRef<SmsEnrolSendRequest | null>(null);
  const [resendAt, setResendAt] = useState(0);
  // Set once a code has gone out: from then on this is the code step, whatever a resend does.
  const [sentMessage, setSentMessage] = useState<string | null>(null);
  const secondsLeft = useSecondsUntil(resendAt);
  const send = useMutation({
    mutationFn: sendSmsEnrolCode,
    onSuccess: (response) => {
      setSentMessage(response.message);
      setResendAt(Date.now() + response.resend_available_in * 1000);
    },
  });
  const verify = useMutation({
    mutationFn: verifySmsEnrolCode,
    onSuccess: onEnabled,
  });

  const numberForm = useAppForm({
    schema: smsEnrolSendRequestSchema,
    sendAsTyped: true,
    defaultValues: { telephone: currentTelephone ?? '', password: '' },
    mutation: send,
    onValid: (values) => {
      request.current = values;
      send.mutate(values);
    },
  });
  // The code's refusal beside it, anything else above the form (ui/form.tsx).
  const codeForm = useAppForm<{ code: string }>({
    defaultValues: { code: '' },
    mutation: verify,
    onValid: (values) => verify.mutate(values),
  });

  if (sentMessage === null) {
    return (
      <AppFormView key="number" form={numberForm} className="max-w-lg space-y-5">
        <StepHeading>
          {currentTelephone ? 'Change your phone number' : 'Get codes by text message'}
        </StepHeading>
        <TextField
          label="Mobile number"
          type="tel"
          autoComplete="tel"
          hint="We will text a code to it now to check it is yours. A number from abroad needs its country code, such as +353 85 123 4567."
          required
          {...numberForm.field('telephone')}
        />
        <CurrentPassword email={email} {...numberForm.field('password')} />
        <SubmitOrCancel label="Send code" isPending={numberForm.isPending} onCancel={onCancel} />
      </AppFormView>
    );
  }

  const resendError = send.isError ? failureMessage(send.error, []) : null;
  return (
    // A new element, not the number form re-used, so its heading takes the focus.
    <AppFormView key="code" form={codeForm} className="max-w-lg space-y-5">
      <StepHeading>Enter the code we sent</StepHeading>
      <p role="status" className="text-sm text-gray-700 dark:text-gray-300">
        {sentMessage}
      </p>
      {resendError ? <ErrorAlert>{resendError}</ErrorAlert> : null}
      <TextField
        label="Code"
        inputMode="numeric"
        autoComplete="one-time-code"
        hint={`The code has ${mfaRules.codeLength} digits and works for ${mfaRules.codeLifetimeMinutes} minutes.`}
        required
        {...codeForm.field('code')}
      />
      <SubmitOrCancel label="Verify and turn on" isPending={codeForm.isPending} onCancel={onCancel}>
        <Button
          variant="ghost"
          disabled={secondsLeft > 0}
          isPending={send.isPending}
          onClick={() => request.current && send.mutate(request.current)}
        >
          {secondsLeft > 0 ? `Send a new code in ${secondsLeft} s` : 'Send a new code'}
        </Button>
      </SubmitOrCancel>
    </AppFormView>
  );
}
