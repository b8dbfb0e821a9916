import { accountMessages, type ForgotPasswordRequest } from '@atrium/domain/contract/account';
import { normaliseEmail } from '@atrium/domain/identity/normalise';
import type { AuditLog } from '../../platform/audit.ts';
import type { Clock } from '../../platform/clock.ts';
import { type AppError, invalidField, tooManyAttempts, validationFailed } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import { hashPassword } from '../../platform/passwords.ts';
import type { RateLimiter } from '../../platform/rate-limit.ts';
import type { ClientInfo, Site } from '../../platform/site.ts';
import { timebox } from '../../platform/timebox.ts';
import { generateToken, hashToken } from '../../platform/tokens.ts';
import { accountMails } from './mails.ts';
import { passwordProblems } from './password-policy.ts';
import type { AccountRepo } from './repo.ts';

export type AccountDeps = {
  repo: AccountRepo;
  outbox: Pick<Outbox, 'sendMail'>;
  audit: AuditLog;
  clock: Clock;
  rateLimiter: RateLimiter;
  appUrl: string;
  resolveFirm: (site: Site) => Promise<{ id: number }>;
  // Closes the live subscriptions of the sessions a new password ended (platform/realtime/realtime.ts).
  sessionsEnded: (userId: number, sessionIds: readonly number[]) => Promise<void>;
};

// Well above what the known-address path takes on a healthy server (about 20 ms); Laravel pads to 200 ms too.
const forgotMinimumMs = 200;

// A reset link lasts 60 minutes.
const resetLifetimeMs = 60 * 60_000;

export function brandOf(firm: { name: string; primaryColour: string }) {
  return { firmName: firm.name, primaryColour: firm.primaryColour };
}

export function passwordError(problems: string[]): AppError {
  return validationFailed({
    errors: { password: problems },
    message: problems[0] ?? 'The password is not allowed.',
  });
}

export async function checkPassword(password: string, email: string, firmName: string): Promise<void> {
  const problems = passwordProblems(password, { email, firmName });
  if (problems.length > 0) throw passwordError(problems);
}

export function createPasswordService({
  repo,
  outbox,
  audit,
  clock,
  rateLimiter,
  appUrl,
  resolveFirm,
  sessionsEnded,
}: AccountDeps) {
  const resetInvalid = () =>
    invalidField('token', accountMessages.resetInvalid, accountMessages.resetInvalid);

  async function forgotNow(input: ForgotPasswordRequest, site: Site, client: ClientInfo) {
    const firm = await resolveFirm(site);
    const emailKey = normaliseEmail(input.email);
    const throttle = await rateLimiter.consume([
      { key: `forgot:email:${emailKey}`, limit: 3, windowSeconds: 15 * 60 },
      { key: `forgot:ip:${client.ip}`, limit: 20, windowSeconds: 15 * 60 },
    ]);
    if (!throttle.allowed) throw tooManyAttempts(throttle.retryAfterSeconds);
    const user = await repo.findUserByEmail(firm.id, emailKey);
    await audit.record({
      ...client,
      type: 'password.reset.requested',
      firmId: firm.id,
      userId: user?.id ?? null,
      data: { email: emailKey },
    });
    if (user && !user.disabledAt) {
      const now = clock.now();
      const { token, tokenHash } = generateToken();
      await repo.replacePasswordReset({
        userId: user.id,
        tokenHash,
        expiresAt: new Date(now.getTime() + resetLifetimeMs),
        createdAt: now,
      });
      const details = await repo.findFirm(firm.id);
      const url = `${appUrl}/password/reset/${token}?email=${encodeURIComponent(user.email)}`;
      if (details)
        await outbox.sendMail({
          firmId: firm.id,
          to: user.email,
          ...accountMails.passwordReset(brandOf(details), url),
        });
    }
    return { message: accountMessages.resetLinkSent };
  }

  return {
    // The same status, body and time whether or not the address has an account: a known one
    // does more work (the link, the mail), so every answer is padded to the same minimum.
    forgot(input: ForgotPasswordRequest, site: Site, client: ClientInfo) {
      return timebox(forgotMinimumMs, () => forgotNow(input, site, client));
    },

    // Does not log in and does not touch MFA: the person logs in afterwards as usual.
    async reset(input: { token: string; email: string; password: string }, site: Site, client: ClientInfo) {
      const firm = await resolveFirm(site);
      const now = clock.now();
      const tokenHash = hashToken(input.token);
      const pending = await repo.findUsablePasswordReset(tokenHash, now);
      const user = pending ? await repo.findUser(pending.userId) : null;
      if (!user || user.firmId !== firm.id || normaliseEmail(user.email) !== normaliseEmail(input.email)) {
        throw resetInvalid();
      }
      const details = await repo.findFirm(firm.id);
      await checkPassword(input.password, user.email, details?.name ?? '');
      const passwordHash = await hashPassword(input.password);
      if (!(await repo.consumePasswordReset(tokenHash, clock.now()))) throw resetInvalid();
      await sessionsEnded(user.id, await repo.setPassword(user.id, passwordHash, clock.now()));
      await audit.record({ ...client, type: 'password.reset', firmId: firm.id, userId: user.id });
      if (details)
        await outbox.sendMail({
          firmId: firm.id,
          to: user.email,
          ...accountMails.passwordChanged(brandOf(details), `${appUrl}/login`),
        });
      return { message: accountMessages.resetDone };
    },
  };
}

export type PasswordService = ReturnType<typeof createPasswordService>;
