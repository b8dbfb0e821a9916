import type { ClientDetail, HouseholdPerson, PortalAccess } from '@atrium/domain/contract/adviser';
import { Lock, LockOpen, LogOut } from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { Details } from '../../../ui/details.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { formatWhen, plural } from '../format.ts';
import { useClientActions } from '../hooks/use-client-actions.ts';
import { icon, type Person, PersonActions } from './person-access-actions.tsx';
import { PortalStatusBadge } from './portal-status-badge.tsx';

function invitationText(invitation: NonNullable<PortalAccess['invitation']>): string {
  if (invitation.accepted_at) return `Accepted ${formatDateTime(invitation.accepted_at)}`;
  const expiry = Date.parse(invitation.expires_at) < Date.now() ? 'expired' : 'expires';
  return `Sent ${formatDateTime(invitation.sent_at)}, ${expiry} ${formatDateTime(invitation.expires_at)}`;
}

function mfaText({ mfa }: PortalAccess): string {
  if (!mfa.enabled) return 'Off';
  const methods = mfa.methods.map((method) =>
    method === 'sms' ? `text message${mfa.telephone ? ` to ${mfa.telephone}` : ''}` : 'authenticator app',
  );
  const trusted = mfa.trusted_devices > 0 ? `; ${plural(mfa.trusted_devices, 'trusted device')}` : '';
  return `On: ${methods.join(' and ')}${trusted}`;
}

function rows(portal: PortalAccess): [string, ReactNode][] {
  return [
    ['Status', <PortalStatusBadge key="status" status={portal.status} />],
    ['Last activity', portal.last_activity_at ? formatWhen(portal.last_activity_at) : 'Never'],
    ['Invitation', portal.invitation ? invitationText(portal.invitation) : 'None sent'],
    ['Two-step verification', mfaText(portal)],
    ...(portal.disabled_at ? [['Disabled', formatDateTime(portal.disabled_at)] as [string, ReactNode]] : []),
  ];
}

const canInviteClient = (status: PortalAccess['status']) =>
  status === 'not-invited' || status === 'invited' || status === 'invitation-expired' || status === 'revoked';

// One person of a household where both sign in: their heading, their access, their own controls.
function PersonPanel({
  clientId,
  person,
}: {
  clientId: number;
  person: Person & { person: HouseholdPerson };
}) {
  const headingId = useId();
  return (
    <section aria-labelledby={headingId} className="flex min-w-0 flex-col gap-2">
      <h3 id={headingId} className="font-semibold text-gray-950 dark:text-white">
        {person.name}{' '}
        <span className="ml-1 text-sm font-normal text-gray-600 dark:text-gray-400">
          {person.person === 1 ? 'Client' : 'Partner'}
        </span>
      </h3>
      <Details rows={rows(person)} />
      <PersonActions
        clientId={clientId}
        person={person}
        whom={person.person}
        named
        canInvite={person.person === 1 && canInviteClient(person.status)}
      />
    </section>
  );
}

// Portal access and what the firm can do about it, for each person of the household; every action asks first.
// A client who signs in alone has one set of controls; once the partner has their own sign-in, each person has
// theirs and the household's cut-off acts on both at once.
export function PortalAccessCard({ client }: { client: ClientDetail }) {
  const { portalAccess, signOut } = useClientActions(client.id);
  const partner = client.people.find((person) => person.person === 2);
  // Person 1 as the detail describes them (client.portal), the partner from people.
  const first = { ...client.portal, person: 1 as const, name: client.name, email: client.email };
  if (!partner) {
    return (
      <SectionCard title="Portal access">
        <Details rows={rows(client.portal)} />
        <PersonActions
          clientId={client.id}
          person={first}
          whom="household"
          named={false}
          canInvite={canInviteClient(client.portal.status)}
        />
      </SectionCard>
    );
  }
  const people = [first, partner];
  const anyOn = people.some((person) => person.status !== 'disabled' && person.status !== 'revoked');
  const both = `${client.name} and ${partner.name}`;
  return (
    <SectionCard
      title="Portal access"
      description="Each person signs in as themselves. Turning access off signs them out everywhere at once and their open pages stop."
    >
      <div className="grid gap-6 md:grid-cols-2">
        {people.map((person) => (
          <PersonPanel key={person.person} clientId={client.id} person={person} />
        ))}
      </div>
      <div className="flex flex-wrap items-center gap-3 border-t border-gray-200 pt-4 dark:border-gray-800">
        <p className="w-full text-sm font-semibold text-gray-950 sm:w-auto dark:text-white">Both people:</p>
        {anyOn ? (
          <ConfirmAction
            label="Disable access for both"
            icon={icon(Lock)}
            title="Disable portal access for both?"
            description={`${both} will be signed out everywhere at once and cannot sign in until access is enabled again.`}
            confirmLabel="Disable access"
            variant="danger"
            onConfirm={() => portalAccess.mutateAsync({ enabled: false, whom: 'household' })}
          />
        ) : (
          <ConfirmAction
            label="Enable access for both"
            icon={icon(LockOpen)}
            title="Enable portal access for both?"
            description={`${both} will be able to sign in to the portal again (an invitation that was withdrawn stays withdrawn).`}
            confirmLabel="Enable access"
            onConfirm={() => portalAccess.mutateAsync({ enabled: true, whom: 'household' })}
          />
        )}
        {people.some((person) => person.status === 'active') ? (
          <ConfirmAction
            label="Sign both out everywhere"
            icon={icon(LogOut)}
            title="Sign both out everywhere?"
            description={`Every session of ${both} ends at once, on every device. They can sign in again with their passwords.`}
            confirmLabel="Sign out"
            variant="danger"
            onConfirm={() => signOut.mutateAsync('household')}
          />
        ) : null}
      </div>
    </SectionCard>
  );
}
