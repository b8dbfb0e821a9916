import type { PortalAccess } from '@atrium/domain/contract/adviser';
import { KeyRound, Lock, LockOpen, LogOut, Mail } from 'lucide-react';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import type { AccessWhom } from '../api.ts';
import { useClientActions } from '../hooks/use-client-actions.ts';

const inviteLabels: Partial<Record<PortalAccess['status'], { label: string; title: string }>> = {
  'not-invited': { label: 'Send invitation', title: 'Send an invitation?' },
  revoked: { label: 'Invite again', title: 'Invite again?' },
};

export const icon = (Icon: typeof Lock) => <Icon aria-hidden="true" className="size-4" />;

export type Person = PortalAccess & { name: string; email: string };

// One person's controls. `whom` is the household for a client who signs in alone (the same people either way), else
// the person; `named` adds their name to each button's name where both people's buttons sit side by side. The
// partner's invitation is sent from the partner's own card (features/household).
export function PersonActions({
  clientId,
  person,
  whom,
  named,
  canInvite,
}: {
  clientId: number;
  person: Person;
  whom: AccessWhom;
  named: boolean;
  canInvite: boolean;
}) {
  const { resend, portalAccess, mfa, signOut } = useClientActions(clientId);
  const { status, name } = person;
  const forName = (label: string) => (named ? `${label} for ${name}` : undefined);
  return (
    <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-4 dark:border-gray-800">
      {canInvite ? (
        <ConfirmAction
          label={inviteLabels[status]?.label ?? 'Resend invitation'}
          icon={icon(Mail)}
          title={inviteLabels[status]?.title ?? 'Resend the invitation?'}
          description={`${name} will get an email at ${person.email} with a new link to set up their portal access. Any link sent before stops working.`}
          confirmLabel="Send invitation"
          onConfirm={() => resend.mutateAsync()}
        />
      ) : null}
      {status === 'revoked' ? null : status === 'disabled' ? (
        <ConfirmAction
          label="Enable portal access"
          ariaLabel={forName('Enable portal access')}
          icon={icon(LockOpen)}
          title={`Enable portal access${named ? ` for ${name}` : ''}?`}
          description={`${name} will be able to sign in to the portal again.`}
          confirmLabel="Enable access"
          onConfirm={() => portalAccess.mutateAsync({ enabled: true, whom })}
        />
      ) : (
        <ConfirmAction
          label="Disable portal access"
          ariaLabel={forName('Disable portal access')}
          icon={icon(Lock)}
          title={`Disable portal access${named ? ` for ${name}` : ''}?`}
          description={`${name} will be signed out everywhere at once and cannot sign in until access is enabled again.`}
          confirmLabel="Disable access"
          variant="danger"
          onConfirm={() => portalAccess.mutateAsync({ enabled: false, whom })}
        />
      )}
      {status === 'active' ? (
        <ConfirmAction
          label="Sign out everywhere"
          ariaLabel={forName('Sign out everywhere')}
          icon={icon(LogOut)}
          title={`Sign ${name} out everywhere?`}
          description={`Every session of ${name} ends at once, on every device. They can sign in again with their password.`}
          confirmLabel="Sign out"
          variant="danger"
          onConfirm={() => signOut.mutateAsync(whom)}
        />
      ) : null}
      {person.mfa.enabled ? (
        <ConfirmAction
          label="Reset two-step verification"
          ariaLabel={forName('Reset two-step verification')}
          icon={icon(KeyRound)}
          title={`Reset two-step verification${named ? ` for ${name}` : ''}?`}
          description={`This removes ${name}’s phone number, authenticator app, recovery codes and trusted devices, and signs out any login waiting for a code. They will be emailed and can set it up again from their profile.`}
          confirmLabel="Reset"
          variant="danger"
          onConfirm={() => mfa.mutateAsync(whom)}
        />
      ) : null}
    </div>
  );
}
