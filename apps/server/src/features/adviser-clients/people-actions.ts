import {
  adviserMessages,
  type ClientDetail,
  type HouseholdPerson,
  type PortalAccessRequest,
} from '@atrium/domain/contract/adviser';
import { householdMessages } from '@atrium/domain/contract/household';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError } from '../../platform/errors.ts';
import { renderMail } from '../../platform/mail/template.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { ClientInfo } from '../../platform/site.ts';
import type { ScopedClient, ScopedDeps } from '../access/access.ts';
import type { HouseholdPeopleRepo, HouseholdPersonRow } from './people-repo.ts';
import type { AdviserClientsRepo } from './repo.ts';
import { portalStatusOf } from './service.ts';

type Deps = ScopedDeps & {
  repo: Pick<AdviserClientsRepo, 'setPortalAccess' | 'resetMfa' | 'findFirmBranding' | 'findUserName'>;
  people: HouseholdPeopleRepo;
  outbox: Pick<Outbox, 'sendMail'>;
  realtime: Pick<RealtimePublisher, 'sessionsEnded'>;
  appUrl: string;
  detail: (clientId: number, viewerId: number) => Promise<ClientDetail>;
};

// Which people an action is for: one person of the household (POST …/people/{person}/…), or every person who
// signs in to it (POST …/portal-access, …/reset-mfa, …/sign-out): the client and, once invited, the partner.
export type Whom = HouseholdPerson | 'household';

const conflict = (message: string) => new AppError('conflict', message);

// The audit log names the person acted on as the household's other events do: the client as clientUserId, the
// partner as partnerUserId.
const personData = (client: ScopedClient, person: HouseholdPersonRow) =>
  person.person === 1
    ? { clientId: client.clientId, clientUserId: person.userId }
    : { clientId: client.clientId, partnerUserId: person.userId };

// The firm's control of each person's access to the portal, from the client page. Each action is scoped first (404
// outside the caller's reach), acts on each person it is for, and is audited once per person it changed.
export function createHouseholdAccessActions(deps: Deps) {
  const { repo, people, access, audit, clock, outbox, realtime, appUrl, detail } = deps;

  async function targets(auth: AuthContext, clientId: number, whom: Whom) {
    const client = await access.clientForStaff(auth, clientId);
    const now = clock.now();
    const everyone = await people.listPeople(client.clientId, now);
    if (whom === 'household') return { client, now, chosen: everyone };
    const one = everyone.find((person) => person.person === whom);
    if (!one) throw conflict(householdMessages.noPartner);
    return { client, now, chosen: [one] };
  }

  const answer = async (auth: AuthContext, client: ScopedClient) => ({
    data: await detail(client.clientId, auth.userId),
  });

  async function mailMfaReset(auth: AuthContext, client: ScopedClient, to: string) {
    const [firm, staffName] = await Promise.all([
      repo.findFirmBranding(client.firmId),
      repo.findUserName(auth.userId),
    ]);
    if (!firm) return;
    const mail = renderMail(
      { firmName: firm.name, primaryColour: firm.primaryColour },
      {
        subject: `Two-step verification was reset on your ${firm.name} portal account`,
        heading: 'Two-step verification was reset',
        paragraphs: [
          `${staffName ?? firm.name} has reset two-step verification on your client portal account, as you asked. You can now log in with your password alone.`,
          'We recommend setting it up again straight away from your profile.',
        ],
        action: { label: 'Log in', url: `${appUrl}/login` },
        footnote: `If you did not ask for this, contact ${firm.name} straight away.`,
      },
    );
    await outbox.sendMail({ firmId: client.firmId, to, ...mail });
  }

  return {
    // Off: each person's sessions end at once, their open pages stop hearing live events (sockets close, 4009), and
    // they cannot sign in. On: access comes back, none of the ended sessions do. A person whose invitation the firm
    // withdrew stays out (they are invited again instead): refused for that person alone, left as is for the
    // household. Asking for the state a person is already in changes nothing and records nothing.
    async setPortalAccess(
      auth: AuthContext,
      clientId: number,
      whom: Whom,
      input: PortalAccessRequest,
      info: ClientInfo,
    ): Promise<{ data: ClientDetail }> {
      const { client, now, chosen } = await targets(auth, clientId, whom);
      for (const person of chosen) {
        if (input.enabled && portalStatusOf(person, now) === 'revoked') {
          if (whom === 'household') continue;
          throw conflict(adviserMessages.invitationWithdrawn);
        }
        if (!(await repo.setPortalAccess(person.userId, input.enabled, now))) continue;
        const type = input.enabled ? 'client.portal_enabled' : 'client.portal_disabled';
        await audit.record(callerEvent(auth, info, type, personData(client, person)));
        if (!input.enabled) await realtime.sessionsEnded(person.userId, 'all');
      }
      return answer(auth, client);
    },

    // For someone who lost their phone: their factors go, they sign in with their password, and a mail tells them
    // (so a reset they did not ask for does not go unnoticed). The household: each person who has a factor.
    async resetMfa(
      auth: AuthContext,
      clientId: number,
      whom: Whom,
      info: ClientInfo,
    ): Promise<{ data: ClientDetail }> {
      const { client, now, chosen } = await targets(auth, clientId, whom);
      const withFactors = chosen.filter(
        (person) => person.mfaEnabled || person.totpConfirmed || person.trustedDevices > 0,
      );
      if (withFactors.length === 0)
        throw conflict(whom === 2 ? adviserMessages.personMfaNotEnabled : adviserMessages.mfaNotEnabled);
      for (const person of withFactors) {
        const methods: string[] = [];
        if (person.mfaEnabled && person.mfaTelephone) methods.push('sms');
        if (person.totpConfirmed) methods.push('totp');
        // Sessions still waiting for a code end with the reset; their sockets (if any) close too.
        await realtime.sessionsEnded(person.userId, await repo.resetMfa(person.userId, now));
        await audit.record(
          callerEvent(auth, info, 'mfa.reset_by_staff', { ...personData(client, person), methods }),
        );
        await mailMfaReset(auth, client, person.email);
      }
      return answer(auth, client);
    },

    // Signs each person out everywhere (a lost laptop, a shared computer): every session ends and its sockets close;
    // they can sign in again with their password.
    async signOut(
      auth: AuthContext,
      clientId: number,
      whom: Whom,
      info: ClientInfo,
    ): Promise<{ data: ClientDetail }> {
      const { client, now, chosen } = await targets(auth, clientId, whom);
      for (const person of chosen) {
        const ended = await people.endAllSessions(person.userId, now);
        await realtime.sessionsEnded(person.userId, ended);
        await audit.record(
          callerEvent(auth, info, 'client.signed_out', {
            ...personData(client, person),
            sessions: ended.length,
          }),
        );
      }
      return answer(auth, client);
    },
  };
}

export type HouseholdAccessActions = ReturnType<typeof createHouseholdAccessActions>;
