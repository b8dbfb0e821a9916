import type { ClientDetail } from '@atrium/domain/contract/adviser';
import { KeyRound, Lock, LockOpen, Mail } from 'lucide-react';
import type { ReactNode } from 'react';
import { SectionCard } from '../../../ui/section-card.tsx';
import { formatDateTime, formatWhen, plural } from '../format.ts';
import { useClientActions } from '../hooks/use-client-actions.ts';
import { ConfirmAction } from './confirm-action.tsx';
import { Details } from './details.tsx';
import { PortalStatusBadge } from './status-badge.tsx';

function invitationText(invitation: NonNullable<ClientDetail['portal']['invitation']>): string {
  if (invitation.accepted_at) return `Accepted ${formatDateTime(invitation.accepted_at)}`;
  const expiry = Date.parse(invitation.expires_at) < Date.now() ? 'expired' : 'expires';
  return `Sent ${formatDateTime(invitation.sent_at)}, ${expiry} ${formatDateTime(invitation.expires_at)}`;
}

function mfaText({ mfa }: ClientDetail['portal']): string {
  if (!mfa.enabled) return 'Off';
  const methods = mfa.methods.map((method) =>
    method === 'sms' ? `text message${mfa.telephone ? ` to ${mfa.telephone}` : ''}` : 'authenticator app',
  );
  const trusted = mfa.trusted_devices > 0 ? `; ${plural(mfa.trusted_devices, 'trusted device')}` : '';
  return `On: ${methods.join(' and ')}${trusted}`;
}

function rows(client: ClientDetail): [string, ReactNode][] {
  const { portal } = client;
  return [
    ['Status', <PortalStatusBadge key="status" status={portal.status} />],
    ['Last activity', portal.last_activity_at ? formatWhen(portal.last_activity_at) : 'Never'],
    ['Invitation', portal.invitation ? invitationText(portal.invitation) : 'None sent'],
    ['Two-step verification', mfaText(portal)],
    ...(portal.disabled_at ? [['Disabled', formatDateTime(portal.disabled_at)] as [string, ReactNode]] : []),
  ];
}

const inviteLabels: Partial<Record<ClientDetail['portal']['status'], { label: string; title: string }>> = {
  'not-invited': { label: 'Send invitation', title: 'Send an invitation?' },
  revoked: { label: 'Invite again', title: 'Invite again?' },
};

// Portal access (invited, active, MFA on) and what the firm can do about it; every action asks first.
export function PortalAccessCard({ client }: { client: ClientDetail }) {
  const { resend, portalAccess, mfa } = useClientActions(client.id);
  const { status } = client.portal;
  // A revoked invitation (docs/clients-csv.md) is undone by inviting again, which turns access back on.
  const canInvite =
    status === 'not-invited' ||
    status === 'invited' ||
    status === 'invitation-expired' ||
    status === 'revoked';
  return (
    <SectionCard title="Portal access">
      <Details rows={rows(client)} />
      <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-4 dark:border-gray-800">
        {canInvite ? (
          <ConfirmAction
            label={inviteLabels[status]?.label ?? 'Resend invitation'}
            icon={<Mail aria-hidden="true" className="size-4" />}
            title={inviteLabels[status]?.title ?? 'Resend the invitation?'}
            description={`${client.name} will get an email at ${client.email} with a new link to set up their portal access. Any link sent before stops working.`}
            confirmLabel="Send invitation"
            onConfirm={() => resend.mutateAsync()}
          />
        ) : null}
        {status === 'revoked' ? null : status === 'disabled' ? (
          <ConfirmAction
            label="Enable portal access"
            icon={<LockOpen aria-hidden="true" className="size-4" />}
            title="Enable portal access?"
            description={`${client.name} will be able to sign in to the portal again.`}
            confirmLabel="Enable access"
            onConfirm={() => portalAccess.mutateAsync(true)}
          />
        ) : (
          <ConfirmAction
            label="Disable portal access"
            icon={<Lock aria-hidden="true" className="size-4" />}
            title="Disable portal access?"
            description={`${client.name} will be signed out everywhere at once and cannot sign in until access is enabled again.`}
            confirmLabel="Disable access"
            variant="danger"
            onConfirm={() => portalAccess.mutateAsync(false)}
          />
        )}
        {client.portal.mfa.enabled ? (
          <ConfirmAction
            label="Reset two-step verification"
            icon={<KeyRound aria-hidden="true" className="size-4" />}
            title="Reset two-step verification?"
            description={`This removes ${client.name}’s phone number, authenticator app, recovery codes and trusted devices, and signs out any login waiting for a code. They will be emailed and can set it up again from their profile.`}
            confirmLabel="Reset"
            variant="danger"
            onConfirm={() => mfa.mutateAsync()}
          />
        ) : null}
      </div>
    </SectionCard>
  );
}
