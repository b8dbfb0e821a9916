import type { MfaSettingsResponse, RecoveryCodesResponse } from '@atrium/domain/contract/mfa-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { type ReactNode, useState } from 'react';
import { refreshSessionUser } from '../../../lib/refresh-session-user.ts';
import { Button } from '../../../ui/button.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { disableMfa, profileKeys, regenerateRecoveryCodes } from '../api.ts';
import { PasswordConfirmStep } from './password-confirm-step.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';
import { FormActions, StatusMessage } from './section-form-parts.tsx';
import { SmsEnrolment } from './sms-enrolment.tsx';
import { TotpEnrolment } from './totp-enrolment.tsx';

type Mode = 'status' | 'sms' | 'totp' | 'recovery-codes' | 'disable';

function describe(mfa: MfaSettingsResponse): string {
  if (!mfa.enabled) return 'Turn it on so that a password alone is not enough to get into your account.';
  const how =
    mfa.method === 'totp'
      ? 'When you log in we ask for a code from your authenticator app.'
      : `When you log in we text a code to ${mfa.telephone ?? 'your phone'}.`;
  const left = mfa.recovery_codes_remaining;
  return `${how} ${left} recovery code${left === 1 ? '' : 's'} left.`;
}

// The second factor, by text message or an authenticator app, with recovery codes.
type MfaSectionProps = { mfa: MfaSettingsResponse; email: string; firmName: string };

export function MfaSection({ mfa, email, firmName }: MfaSectionProps) {
  const queryClient = useQueryClient();
  const [mode, setMode] = useState<Mode>('status');
  const [status, setStatus] = useState<string | null>(null);
  const [codes, setCodes] = useState<RecoveryCodesResponse | null>(null);

  // The page and the stored user (its multi_factor_auth flags) follow every change of the second factor.
  const changed = async (message: string | null) => {
    setMode('status');
    setStatus(message);
    await Promise.all([
      queryClient.invalidateQueries({ queryKey: profileKeys.profile, exact: true }),
      refreshSessionUser().catch(() => {}),
    ]);
  };
  const showCodes = (response: RecoveryCodesResponse) => {
    setCodes(response);
    void changed(null);
  };
  const regenerate = useMutation({ mutationFn: regenerateRecoveryCodes, onSuccess: showCodes });
  const disable = useMutation({
    mutationFn: disableMfa,
    onSuccess: async (response) => {
      await changed(response.message);
      await queryClient.invalidateQueries({ queryKey: profileKeys.trustedDevices });
    },
  });
  const open = (next: Mode) => {
    regenerate.reset();
    disable.reset();
    setStatus(null);
    setMode(next);
  };
  const cancel = () => setMode('status');

  let body: ReactNode;
  if (codes) {
    body = (
      <RecoveryCodes
        {...codes}
        codes={codes.recovery_codes}
        firmName={firmName}
        onDone={() => setCodes(null)}
      />
    );
  } else if (mode === 'sms') {
    body = (
      <SmsEnrolment email={email} currentTelephone={mfa.telephone} onEnabled={showCodes} onCancel={cancel} />
    );
  } else if (mode === 'totp') {
    body = <TotpEnrolment email={email} onEnabled={showCodes} onCancel={cancel} />;
  } else if (mode === 'recovery-codes') {
    body = (
      <PasswordConfirmStep
        title="Make new recovery codes"
        lead="The codes you have now will stop working."
        email={email}
        submitLabel="Make new codes"
        mutation={regenerate}
        onCancel={cancel}
      />
    );
  } else if (mode === 'disable') {
    body = (
      <PasswordConfirmStep
        title="Turn off two-step verification"
        lead="Logging in will need only your password, and every trusted device will be forgotten."
        email={email}
        submitLabel="Turn off"
        variant="danger"
        mutation={disable}
        onCancel={cancel}
      />
    );
  } else {
    body = (
      <FormActions>
        {mfa.method !== 'totp' ? (
          <Button variant={mfa.enabled ? 'secondary' : 'primary'} onClick={() => open('sms')}>
            {mfa.enabled ? 'Change phone number' : 'Use text messages'}
          </Button>
        ) : null}
        {mfa.method !== 'totp' ? (
          <Button variant={mfa.enabled ? 'secondary' : 'primary'} onClick={() => open('totp')}>
            {mfa.enabled ? 'Use an authenticator app instead' : 'Use an authenticator app'}
          </Button>
        ) : null}
        {mfa.enabled ? (
          <>
            <Button variant="secondary" onClick={() => open('recovery-codes')}>
              New recovery codes
            </Button>
            <Button variant="secondary" onClick={() => open('disable')}>
              Turn off
            </Button>
          </>
        ) : null}
      </FormActions>
    );
  }

  return (
    <SectionCard
      className="gap-5"
      title="Two-step verification"
      description="A code from your phone as well as your password when you log in."
    >
      <div className="space-y-5">
        <p className="text-sm text-gray-800 dark:text-gray-200">
          <span
            className={
              mfa.enabled
                ? 'mr-2 rounded-full bg-green-100 px-2 py-0.5 text-xs font-semibold text-green-900 dark:bg-green-950 dark:text-green-200'
                : 'mr-2 rounded-full bg-gray-200 px-2 py-0.5 text-xs font-semibold text-gray-900 dark:bg-gray-800 dark:text-gray-100'
            }
          >
            {mfa.enabled ? 'On' : 'Off'}
          </span>
          {describe(mfa)}
        </p>
        <StatusMessage message={status} />
        {body}
      </div>
    </SectionCard>
  );
}
