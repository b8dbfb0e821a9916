import {
  type AcceptInvitationRequest,
  accountMessages,
  type InvitationDetails,
  type InvitationRequest,
  type RegisterRequest,
} from '@atrium/domain/contract/account';
import type { LoginResponse } from '@atrium/domain/contract/auth';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, notFound, tooManyAttempts } from '../../platform/errors.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { ClientInfo, Site } from '../../platform/site.ts';
import { generateToken, hashToken } from '../../platform/tokens.ts';
import { assertInvitable, portalStatusOf } from '../adviser-clients/service.ts';
import {
  createClientOnboarding,
  issueInvitation,
  requireStaff,
  sendInvitationMail,
} from './client-onboarding.ts';
import { accountMails } from './mails.ts';
import { type AccountDeps, brandOf, checkPassword } from './password-service.ts';

type StartSession = (
  user: { id: number; firmId: number; mfaEnabled: boolean },
  client: ClientInfo,
  reason: string,
) => Promise<LoginResponse>;

const registrationLifetimeMs = 24 * 60 * 60_000;

const gone = () => new AppError('gone', accountMessages.invitationInvalid);

// Invitations (advisers bring clients in) and self-registration (when the firm allows it).
export function createOnboardingService(deps: AccountDeps & { startSession: StartSession }) {
  const { repo, outbox, audit, clock, rateLimiter, appUrl, resolveFirm, startSession } = deps;
  const clients = createClientOnboarding(deps);

  async function firmDetails(firmId: number) {
    const firm = await repo.findFirm(firmId);
    if (!firm) throw notFound();
    return firm;
  }

  return {
    async invite(auth: AuthContext, input: InvitationRequest, client: ClientInfo) {
      requireStaff(auth);
      // A new client (docs/clients-csv.md has the rules): an address already in the firm is a 422 beside its field.
      if (input.client === undefined)
        return { message: accountMessages.invitationSent, client: await clients.add(auth, input, client) };
      const firm = await firmDetails(auth.firmId);
      const emailKey = normaliseEmail(input.email);
      // Scoped to the caller: another firm's client, or another adviser's, is simply not found.
      const existing = await repo.findClientInFirm(auth.firmId, input.client);
      if (!existing || (auth.role === 'adviser' && existing.adviserId !== auth.userId)) throw notFound();
      if (normaliseEmail(existing.email) !== emailKey) {
        const message = 'The email does not match this client’s email.';
        throw invalidField('email', message, message);
      }
      assertInvitable(portalStatusOf(existing, clock.now()));
      const target = {
        userId: existing.userId,
        clientId: existing.id,
        name: existing.name,
        email: existing.email,
      };
      const now = clock.now();
      const token = await issueInvitation(
        repo,
        { firmId: auth.firmId, userId: target.userId, invitedBy: auth.userId },
        now,
      );
      const inviter = await repo.findUser(auth.userId);
      await sendInvitationMail(outbox, appUrl, {
        firm,
        to: target,
        inviterName: inviter?.name ?? null,
        token,
      });
      await audit.record(callerEvent(auth, client, 'invitation.sent', { clientId: target.clientId }));
      return {
        message: accountMessages.invitationSent,
        client: { id: target.clientId, name: target.name, email: target.email },
      };
    },

    importClients: clients.importCsv,

    async invitation(hash: string, site: Site): Promise<InvitationDetails> {
      const firm = await resolveFirm(site);
      const found = await repo.findOpenInvitation(hashToken(hash), clock.now());
      if (!found || found.firmId !== firm.id) throw gone();
      return {
        email: found.email,
        name: found.name,
        firm: { name: found.firmName },
        invited_by: found.invitedBy,
      };
    },

    async accept(
      hash: string,
      input: AcceptInvitationRequest,
      site: Site,
      client: ClientInfo,
    ): Promise<LoginResponse> {
      const firm = await resolveFirm(site);
      const found = await repo.findOpenInvitation(hashToken(hash), clock.now());
      if (!found || found.firmId !== firm.id) throw gone();
      await checkPassword(input.password, found.email, found.firmName);
      const passwordHash = await hashPassword(input.password);
      if (!(await repo.acceptInvitation(found.id, clock.now()))) throw gone();
      await deps.sessionsEnded(found.userId, await repo.setPassword(found.userId, passwordHash, clock.now()));
      await audit.record({
        ...client,
        type: 'invitation.accepted',
        firmId: found.firmId,
        userId: found.userId,
      });
      return startSession(
        { id: found.userId, firmId: found.firmId, mfaEnabled: found.mfaEnabled },
        client,
        'invitation',
      );
    },

    // An address already in use gets the same answer (and its owner a mail), never an error.
    async register(input: RegisterRequest, site: Site, client: ClientInfo) {
      const { id: firmId } = await resolveFirm(site);
      const firm = await firmDetails(firmId);
      if (!firm.onboardingEnabled) throw new AppError('forbidden', accountMessages.registrationClosed);
      const emailKey = normaliseEmail(input.email);
      const throttle = await rateLimiter.consume([
        { key: `register:ip:${client.ip}`, limit: 10, windowSeconds: 60 * 60 },
        { key: `register:email:${emailKey}`, limit: 3, windowSeconds: 60 * 60 },
      ]);
      if (!throttle.allowed) throw tooManyAttempts(throttle.retryAfterSeconds);
      await checkPassword(input.password, input.email, firm.name);
      // Hashed on both paths, so an existing address answers no faster than a new one.
      const passwordHash = await hashPassword(input.password);
      const existing = await repo.findUserByEmail(firmId, emailKey);
      const brand = brandOf(firm);
      if (existing) {
        const mail = accountMails.alreadyRegistered(brand, `${appUrl}/login`, `${appUrl}/forgot-password`);
        await outbox.sendMail({ firmId, to: existing.email, ...mail });
      } else {
        const now = clock.now();
        const { token, tokenHash } = generateToken();
        await repo.insertRegistration({
          firmId,
          name: input.name,
          email: input.email,
          emailNormalised: emailKey,
          passwordHash,
          tokenHash,
          expiresAt: new Date(now.getTime() + registrationLifetimeMs),
          createdAt: now,
        });
        await outbox.sendMail({
          firmId,
          to: input.email,
          ...accountMails.confirmRegistration(brand, `${appUrl}/register/confirm/${token}`),
        });
      }
      await audit.record({
        ...client,
        type: 'registration.requested',
        firmId,
        userId: existing?.id ?? null,
        data: { email: emailKey },
      });
      return { message: accountMessages.registrationSent };
    },

    async confirmRegistration(token: string, site: Site, client: ClientInfo): Promise<LoginResponse> {
      const firm = await resolveFirm(site);
      const invalid = new AppError('gone', accountMessages.registrationInvalid);
      const registration = await repo.consumeRegistration(hashToken(token), clock.now());
      if (!registration || registration.firmId !== firm.id) throw invalid;
      // Someone may have been invited with this address since: the account that exists wins.
      if (await repo.findUserByEmail(firm.id, registration.emailNormalised)) throw invalid;
      const created = await repo.createClient({
        firmId: firm.id,
        name: registration.name,
        email: registration.email,
        emailNormalised: registration.emailNormalised,
        passwordHash: registration.passwordHash,
        adviserId: null,
      });
      await audit.record({
        ...client,
        type: 'registration.completed',
        firmId: firm.id,
        userId: created.userId,
      });
      return startSession({ id: created.userId, firmId: firm.id, mfaEnabled: false }, client, 'registration');
    },
  };
}

export type OnboardingService = ReturnType<typeof createOnboardingService>;
