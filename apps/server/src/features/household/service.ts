import {
  type HouseholdPartner,
  type HouseholdResponse,
  householdMessages,
  type InvitePartnerRequest,
  type PartnerInvitationResponse,
} from '@atrium/domain/contract/household';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { AppError, invalidField, notFound } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { RealtimePublisher } from '../../platform/realtime/realtime.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { generateToken } from '../../platform/tokens.ts';
import type { Access } from '../access/access.ts';
import { invitationLifetimeMs, issueInvitation, sendInvitationMail } from '../account/client-onboarding.ts';
import type { AccountRepo } from '../account/repo.ts';
import { withdrawInvitation } from '../adviser-clients/actions-service.ts';
import type { AdviserClientsRepo } from '../adviser-clients/repo.ts';
import { portalStatusOf } from '../adviser-clients/service.ts';
import type { HouseholdRecord, HouseholdRepo } from './repo.ts';

type Deps = {
  repo: HouseholdRepo;
  access: Pick<Access, 'clientForStaff' | 'householdOfCaller'>;
  // The invitation mechanism of features/account: the firm's brand, the inviter's name, the addresses taken in
  // the firm, a resend that voids the older link.
  accounts: Pick<AccountRepo, 'findFirm' | 'findUser' | 'findTakenEmails' | 'replaceInvitation'>;
  // The client page's own revoke and portal access (adviser-clients/repo.ts), for the partner's user.
  portal: Pick<AdviserClientsRepo, 'revokeInvitation' | 'setPortalAccess'>;
  outbox: Pick<Outbox, 'sendMail'>;
  audit: AuditLog;
  clock: Clock;
  realtime: Pick<RealtimePublisher, 'sessionsEnded'>;
  appUrl: string;
};

type Household = { clientId: number; firmId: number };

const conflict = (message: string) => new AppError('conflict', message);
const isUniqueViolation = (error: unknown) => (error as { code?: string }).code === '23505';
const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

function partnerOf(record: HouseholdRecord, now: Date): HouseholdPartner | null {
  const { partner } = record;
  if (!partner) return null;
  const latest = partner.invitations[0] ?? null;
  const open = partner.invitations.find((row) => row.acceptedAt === null && row.voidedAt === null);
  const status = portalStatusOf(
    {
      disabledAt: partner.disabledAt,
      lastActivityAt: partner.lastActivityAt,
      invitationAccepted: partner.invitations.some((row) => row.acceptedAt !== null),
      openInvitationExpiresAt: open?.expiresAt ?? null,
      invitationRevoked: latest?.revokedAt !== null && latest?.revokedAt !== undefined,
    },
    now,
  );
  return {
    user_id: partner.userId,
    name: partner.name,
    email: partner.email,
    status,
    invitation: latest
      ? {
          sent_at: latest.createdAt.toISOString(),
          expires_at: latest.expiresAt.toISOString(),
          accepted_at: iso(latest.acceptedAt),
        }
      : null,
  };
}

// The household's partner (contract/household.ts): invited by the client's adviser (an admin: any client
// of the firm) or by the household's first partner, as a client user of the same firm who is person 2 of the
// household (household_members) and signs in with their own password once they accept the invitation of
// features/account. Resend and revoke work as the client's own invitation does on the client page.
export function createHouseholdService(deps: Deps) {
  const { repo, access, accounts, portal, outbox, audit, clock, realtime, appUrl } = deps;

  async function record(clientId: number): Promise<HouseholdRecord> {
    const found = await repo.findHousehold(clientId);
    if (!found) throw notFound();
    return found;
  }

  async function partnerView(clientId: number): Promise<HouseholdPartner> {
    const partner = partnerOf(await record(clientId), clock.now());
    if (!partner) throw conflict(householdMessages.noPartner);
    return partner;
  }

  async function mailInvitation(
    auth: AuthContext,
    household: Household,
    to: { name: string; email: string },
    token: string,
  ) {
    const [firm, inviter] = await Promise.all([
      accounts.findFirm(household.firmId),
      accounts.findUser(auth.userId),
    ]);
    if (!firm) throw notFound();
    await sendInvitationMail(outbox, appUrl, { firm, to, inviterName: inviter?.name ?? null, token });
  }

  async function invite(
    auth: AuthContext,
    household: Household,
    input: InvitePartnerRequest,
    info: ClientInfo,
  ): Promise<PartnerInvitationResponse> {
    const found = await record(household.clientId);
    if (!found.jointName) throw conflict(householdMessages.notJoint);
    if (found.partner) throw conflict(householdMessages.partnerExists);
    const name = (input.name ?? found.jointName).trim();
    const email = input.email ?? found.jointEmail;
    if (!email) throw invalidField('email', householdMessages.emailRequired, householdMessages.emailRequired);
    const emailNormalised = normaliseEmail(email);
    const taken = await accounts.findTakenEmails(household.firmId, [emailNormalised]);
    if (taken.has(emailNormalised))
      throw invalidField('email', householdMessages.emailTaken, householdMessages.emailTaken);
    const now = clock.now();
    const { token, tokenHash } = generateToken();
    let created: { userId: number };
    try {
      created = await repo.createPartner({
        clientId: household.clientId,
        firmId: household.firmId,
        adviserId: found.adviserId,
        name,
        email,
        emailNormalised,
        // A secret nobody knows until the partner chooses their own password.
        passwordHash: await hashPassword(generateToken().token),
        invitedBy: auth.userId,
        tokenHash,
        expiresAt: new Date(now.getTime() + invitationLifetimeMs),
        now,
      });
    } catch (error) {
      if (!isUniqueViolation(error)) throw error;
      // Another invitation won the race for this household, or the address was taken meanwhile.
      const again = await record(household.clientId);
      if (again.partner) throw conflict(householdMessages.partnerExists);
      throw invalidField('email', householdMessages.emailTaken, householdMessages.emailTaken);
    }
    await mailInvitation(auth, household, { name, email }, token);
    const data = { clientId: household.clientId, partnerUserId: created.userId };
    await audit.record(callerEvent(auth, info, 'household.partner_invited', data));
    await audit.record(callerEvent(auth, info, 'invitation.sent', data));
    return { message: householdMessages.invitationSent, data: await partnerView(household.clientId) };
  }

  async function resend(auth: AuthContext, household: Household, info: ClientInfo) {
    const before = await partnerView(household.clientId);
    if (before.status === 'active') throw conflict(householdMessages.partnerActive);
    if (before.status === 'disabled') throw conflict(householdMessages.partnerDisabled);
    const now = clock.now();
    // Inviting again after a revocation gives access back with the new link.
    if (before.status === 'revoked') await portal.setPortalAccess(before.user_id, true, now);
    const token = await issueInvitation(
      accounts,
      { firmId: household.firmId, userId: before.user_id, invitedBy: auth.userId },
      now,
    );
    await mailInvitation(auth, household, before, token);
    await audit.record(
      callerEvent(auth, info, 'invitation.sent', {
        clientId: household.clientId,
        partnerUserId: before.user_id,
      }),
    );
    return { message: householdMessages.invitationSent, data: await partnerView(household.clientId) };
  }

  async function revoke(auth: AuthContext, household: Household, info: ClientInfo) {
    const before = await partnerView(household.clientId);
    if (before.status === 'active') throw conflict(householdMessages.partnerActive);
    await withdrawInvitation({ repo: portal, audit, clock, realtime }, auth, info, {
      userId: before.user_id,
      nothingToRevoke: householdMessages.nothingToRevoke,
      data: { clientId: household.clientId, partnerUserId: before.user_id },
    });
    return { message: householdMessages.invitationRevoked, data: await partnerView(household.clientId) };
  }

  async function view(household: Household): Promise<HouseholdResponse> {
    const found = await record(household.clientId);
    return {
      data: {
        joint: found.jointName !== null,
        joint_name: found.jointName,
        joint_email: found.jointEmail,
        partner: partnerOf(found, clock.now()),
      },
    };
  }

  // The first partner's /profile: person 2 has no partner to invite, and the firm's side uses the client page.
  async function ofFirstPartner(auth: AuthContext): Promise<Household> {
    const household = await access.householdOfCaller(auth, householdMessages.clientsOnly);
    if (household.person !== 1) throw new AppError('forbidden', householdMessages.firstPartnerOnly);
    return household;
  }

  return {
    getForStaff: async (auth: AuthContext, clientId: number) =>
      view(await access.clientForStaff(auth, clientId)),
    inviteForStaff: async (
      auth: AuthContext,
      clientId: number,
      input: InvitePartnerRequest,
      info: ClientInfo,
    ) => invite(auth, await access.clientForStaff(auth, clientId), input, info),
    resendForStaff: async (auth: AuthContext, clientId: number, info: ClientInfo) =>
      resend(auth, await access.clientForStaff(auth, clientId), info),
    revokeForStaff: async (auth: AuthContext, clientId: number, info: ClientInfo) =>
      revoke(auth, await access.clientForStaff(auth, clientId), info),

    getOwn: async (auth: AuthContext) =>
      view(await access.householdOfCaller(auth, householdMessages.clientsOnly)),
    inviteOwn: async (auth: AuthContext, input: InvitePartnerRequest, info: ClientInfo) =>
      invite(auth, await ofFirstPartner(auth), input, info),
    resendOwn: async (auth: AuthContext, info: ClientInfo) => resend(auth, await ofFirstPartner(auth), info),
    revokeOwn: async (auth: AuthContext, info: ClientInfo) => revoke(auth, await ofFirstPartner(auth), info),
  };
}

export type HouseholdService = ReturnType<typeof createHouseholdService>;
