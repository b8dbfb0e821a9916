import type { MfaSettingsResponse } from '@atrium/domain/contract/mfa-settings';
import {
  type EmailChangeResponse,
  emailChangeConfirmPath,
  emailChangeRules,
  type LogoutOthersResponse,
  type ProfileResponse,
  profileMessages,
  type UpdateProfileResponse,
} from '@atrium/domain/contract/profile';
import { contactToConfirm } from '@atrium/domain/factfind/contact';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import { type AuditLog, callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import type { Clock } from '../../platform/clock.ts';
import { invalidField, tooManyAttempts, unauthenticated } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { generateToken, hashToken } from '../../platform/tokens.ts';
import { accountMails } from '../account/mails.ts';
import { brandOf, checkPassword } from '../account/password-service.ts';
import { profileMails } from './mails.ts';
import type { Reauthenticate } from './reauth.ts';
import type { ProfileRepo } from './repo.ts';

export type ProfileDeps = {
  repo: ProfileRepo;
  outbox: Pick<Outbox, 'sendMail'>;
  audit: AuditLog;
  clock: Clock;
  rateLimiter: RateLimiter;
  reauthenticate: Reauthenticate;
  appUrl: string;
  // The account feature's password write: revokes every other token, every trusted device and reset link, and
  // answers the ids of the tokens it revoked.
  setPassword: (userId: number, passwordHash: string, now: Date, keepTokenId: number) => Promise<number[]>;
  // Closes the live subscriptions of revoked sessions (platform/realtime/realtime.ts).
  sessionsEnded: (userId: number, sessionIds: readonly number[]) => Promise<void>;
  mfaSettings: (auth: AuthContext) => Promise<MfaSettingsResponse>;
};

const linkLifetimeMs = emailChangeRules.linkLifetimeMinutes * 60_000;

const brandFor = (user: { firmName: string; primaryColour: string }) =>
  brandOf({ name: user.firmName, primaryColour: user.primaryColour });

// Name, contact telephone, email (re-verified by mail), password and other sessions of the caller.
export function createProfileService(deps: ProfileDeps) {
  const { repo, outbox, audit, clock, rateLimiter, reauthenticate, appUrl } = deps;

  async function getUser(auth: AuthContext) {
    const user = await repo.findUser(auth.userId);
    // Only reachable if the account vanished between the token check and this read.
    if (!user) throw unauthenticated();
    return user;
  }

  async function throttle(key: string, limit: number, windowSeconds: number) {
    const result = await rateLimiter.consume([{ key, limit, windowSeconds }]);
    if (!result.allowed) throw tooManyAttempts(result.retryAfterSeconds);
  }

  // The household fact-find's name and mobile for this person, where another person changed them and they differ
  // from the account (docs/decisions/011-one-set-of-contact-details.md).
  async function toConfirm(user: { id: number; name: string; telephone: string | null }) {
    const found = await repo.findFactFindContact(user.id);
    if (!found?.changedBy) return null;
    const differs = contactToConfirm(user, found.details);
    return differs ? { ...differs, changed_by: found.changedBy } : null;
  }

  async function profile(auth: AuthContext): Promise<ProfileResponse> {
    const user = await getUser(auth);
    const [pending, contact] = await Promise.all([
      repo.findPendingEmailChange(user.id, clock.now()),
      toConfirm(user),
    ]);
    return {
      name: user.name,
      email: user.email,
      telephone: user.telephone,
      pending_email: pending ? { email: pending.email, expires_at: pending.expiresAt.toISOString() } : null,
      contact_to_confirm: contact,
      mfa: await deps.mfaSettings(auth),
    };
  }

  return {
    profile,

    async update(
      auth: AuthContext,
      input: { name?: string | undefined; telephone?: string | null | undefined },
      client: ClientInfo,
    ): Promise<UpdateProfileResponse> {
      const details: { name?: string; telephone?: string | null } = {};
      if (input.name !== undefined) details.name = input.name;
      if (input.telephone !== undefined) details.telephone = input.telephone;
      await repo.updateDetails(auth.userId, details, clock.now());
      await audit.record(callerEvent(auth, client, 'profile.updated', { fields: Object.keys(details) }));
      return { message: profileMessages.updated, profile: await profile(auth) };
    },

    // As at registration, so an account's existence never shows: an address that belongs to another account
    // gets the same answer, the same stored state and the same number of mails; its owner is told instead of
    // sent a link.
    async requestEmailChange(
      auth: AuthContext,
      input: { email: string; password: string },
      client: ClientInfo,
    ): Promise<EmailChangeResponse> {
      const user = await getUser(auth);
      const emailNormalised = normaliseEmail(input.email);
      if (emailNormalised === normaliseEmail(user.email))
        throw invalidField('email', profileMessages.emailSame, profileMessages.emailSame);
      await reauthenticate(auth, user, input.password, client, { action: 'email.change' });
      // Each request mails two addresses: a handful an hour is plenty for typos.
      await throttle(`profile:email-change:user:${user.id}`, 5, 60 * 60);

      const now = clock.now();
      const expiresAt = new Date(now.getTime() + linkLifetimeMs);
      const { token, tokenHash } = generateToken();
      await repo.replaceEmailChange({
        userId: user.id,
        email: input.email,
        tokenHash,
        expiresAt,
        createdAt: now,
      });
      const isTaken = await repo.isEmailTaken(user.firmId, emailNormalised, user.id);
      const brand = brandFor(user);
      await outbox.sendMail({
        firmId: user.firmId,
        to: input.email,
        ...(isTaken
          ? profileMails.emailAlreadyInUse(brand, `${appUrl}/login`)
          : profileMails.confirmNewEmail(brand, `${appUrl}${emailChangeConfirmPath}/${token}`)),
      });
      await outbox.sendMail({
        firmId: user.firmId,
        to: user.email,
        ...profileMails.emailChangeRequested(brand, input.email, `${appUrl}/forgot-password`),
      });
      await audit.record({
        ...client,
        type: 'profile.email.change_requested',
        firmId: user.firmId,
        userId: user.id,
        data: { email: input.email, in_use: isTaken },
      });
      return {
        message: profileMessages.emailLinkSent(input.email),
        pending_email: { email: input.email, expires_at: expiresAt.toISOString() },
      };
    },

    async confirmEmailChange(
      auth: AuthContext,
      token: string,
      client: ClientInfo,
    ): Promise<UpdateProfileResponse> {
      await throttle(`profile:email-confirm:user:${auth.userId}`, 10, 15 * 60);
      const before = await getUser(auth);
      const result = await repo.confirmEmailChange(
        auth.userId,
        hashToken(token),
        clock.now(),
        normaliseEmail,
      );
      if (result.status === 'invalid')
        throw invalidField('token', profileMessages.emailLinkInvalid, profileMessages.emailLinkInvalid);
      // Only the owner of the new mailbox holds the link, so saying the address is taken leaks nothing.
      if (result.status === 'taken')
        throw invalidField('token', profileMessages.emailTaken, profileMessages.emailTaken);
      await outbox.sendMail({
        firmId: before.firmId,
        to: before.email,
        ...profileMails.emailChanged(brandFor(before), result.email, `${appUrl}/forgot-password`),
      });
      await audit.record(
        callerEvent(auth, client, 'profile.email.changed', { from: before.email, to: result.email }),
      );
      return { message: profileMessages.emailChanged, profile: await profile(auth) };
    },

    async cancelEmailChange(auth: AuthContext, client: ClientInfo) {
      const voided = await repo.voidEmailChanges(auth.userId, clock.now());
      if (voided > 0) {
        await audit.record(callerEvent(auth, client, 'profile.email.change_cancelled'));
      }
      return { message: profileMessages.emailChangeCancelled };
    },

    // The current password, the password policy, then every other session and trusted device ends.
    async changePassword(
      auth: AuthContext,
      input: { current_password: string; password: string },
      client: ClientInfo,
    ) {
      const user = await getUser(auth);
      await reauthenticate(auth, user, input.current_password, client, {
        action: 'password.change',
        field: 'current_password',
      });
      await checkPassword(input.password, user.email, user.firmName);
      const passwordHash = await hashPassword(input.password);
      await deps.sessionsEnded(
        user.id,
        await deps.setPassword(user.id, passwordHash, clock.now(), auth.tokenId),
      );
      await audit.record({ ...client, type: 'password.changed', firmId: user.firmId, userId: user.id });
      await outbox.sendMail({
        firmId: user.firmId,
        to: user.email,
        ...accountMails.passwordChanged(brandFor(user), `${appUrl}/login`),
      });
      return { message: profileMessages.passwordChanged };
    },

    async logoutOthers(auth: AuthContext, client: ClientInfo): Promise<LogoutOthersResponse> {
      const ended = await repo.revokeOtherTokens(auth.userId, auth.tokenId, clock.now());
      await deps.sessionsEnded(auth.userId, ended);
      const revoked = ended.length;
      await audit.record(
        callerEvent(auth, client, 'auth.sessions.revoked', { scope: 'others', count: revoked }),
      );
      return { message: profileMessages.sessionsEnded, revoked_sessions: revoked };
    },
  };
}

export type ProfileService = ReturnType<typeof createProfileService>;
