import { type MfaMethod, mfaMessages, mfaRules } from '@atrium/domain/contract/mfa';
import { AppError, invalidField } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { generateSmsCode, sameHash } from './crypto.ts';
import type { MfaDeps } from './deps.ts';
import { matchTotpStep } from './totp.ts';

type Purpose = 'login' | 'enrol' | 'sign';
type CodeUser = { id: number; firmId: number; firmName: string };

const sixDigits = /^\d{6}$/;

function throttled(template: string, seconds: number): AppError {
  return new AppError('too_many_attempts', template.replace(':seconds', String(seconds)), {
    headers: { 'Retry-After': String(seconds) },
  });
}

// Sending, guessing and checking second-factor codes, shared by sign-in and enrolment.
export function createCodeChecks({ repo, factors, crypto, rateLimiter, audit, clock, outbox }: MfaDeps) {
  // Wrong codes are counted per user across resends, tokens and parallel requests.
  const guessBucket = (userId: number) => ({
    key: `mfa:guess:user:${userId}`,
    limit: 10,
    windowSeconds: 15 * 60,
  });

  async function checkSmsCode(
    user: CodeUser,
    tokenId: number,
    purpose: Purpose,
    code: string,
    client: ClientInfo,
  ) {
    const now = clock.now();
    const guess = await repo.takeGuess(user.id, tokenId, purpose, now, mfaRules.wrongCodesPerCode);
    if (!guess) {
      const latest = await repo.latestChallenge(user.id, purpose);
      const message = latest && latest.tokenId === tokenId ? mfaMessages.codeVoid : mfaMessages.noCode;
      throw invalidField('code', message, message);
    }
    if (sixDigits.test(code) && sameHash(crypto.hashCode(tokenId, code), guess.codeHash)) {
      if (await repo.consumeChallenge(guess.id, now)) return guess.telephone;
      throw invalidField('code', mfaMessages.codeVoid, mfaMessages.codeVoid);
    }
    const isLastGuess = guess.attempts >= mfaRules.wrongCodesPerCode;
    if (isLastGuess) await repo.voidChallenge(guess.id, now);
    await audit.record({
      ...client,
      type: 'mfa.failed',
      firmId: user.firmId,
      userId: user.id,
      data: { purpose },
    });
    const message = isLastGuess ? mfaMessages.codeVoid : mfaMessages.wrongCode;
    throw invalidField('code', message, message);
  }

  async function checkTotpCode(userId: number, code: string, requireConfirmed: boolean): Promise<boolean> {
    const totp = await factors.findTotp(userId);
    if (!totp || (requireConfirmed && !totp.confirmedAt) || !sixDigits.test(code)) return false;
    const step = matchTotpStep(crypto.decryptTotpSecret(totp.secretEncrypted), code, clock.now());
    return step !== null && (await factors.useTotpStep(userId, step));
  }

  // Takes a slot before any comparison, so 50 parallel guesses can't all be compared; a right answer
  // gives its slot back.
  async function withGuessLimit<T>(user: CodeUser, client: ClientInfo, check: () => Promise<T>): Promise<T> {
    const bucket = guessBucket(user.id);
    const throttle = await rateLimiter.consume([bucket]);
    if (!throttle.allowed) {
      await audit.record({ ...client, type: 'mfa.throttled', firmId: user.firmId, userId: user.id });
      throw throttled(mfaMessages.tooManyGuesses, throttle.retryAfterSeconds);
    }
    const result = await check();
    await rateLimiter.release(bucket.key);
    return result;
  }

  return {
    resendAvailableIn(lastSentAt: Date | null): number {
      if (!lastSentAt) return 0;
      const elapsed = (clock.now().getTime() - lastSentAt.getTime()) / 1000;
      return Math.max(0, Math.ceil(mfaRules.resendAfterSeconds - elapsed));
    },

    async sendCode(
      user: CodeUser,
      target: { tokenId: number; purpose: Purpose; telephone: string },
      client: ClientInfo,
    ): Promise<void> {
      // SMS costs money and annoys: once per 30 seconds and five an hour per user.
      const throttle = await rateLimiter.consume([
        { key: `mfa:send:user:${user.id}:30s`, limit: 1, windowSeconds: mfaRules.resendAfterSeconds },
        { key: `mfa:send:user:${user.id}:hour`, limit: mfaRules.sendsPerHour, windowSeconds: 3600 },
      ]);
      if (!throttle.allowed) throw throttled(mfaMessages.tooManySends, throttle.retryAfterSeconds);
      const now = clock.now();
      const code = generateSmsCode();
      const expiresAt = new Date(now.getTime() + mfaRules.codeLifetimeMinutes * 60_000);
      await repo.replaceChallenge({
        userId: user.id,
        tokenId: target.tokenId,
        purpose: target.purpose,
        telephone: target.telephone,
        codeHash: crypto.hashCode(target.tokenId, code),
        expiresAt,
        createdAt: now,
      });
      await outbox.sendSms({
        firmId: user.firmId,
        to: target.telephone,
        text: `${code} is your ${user.firmName} verification code. It expires in ${mfaRules.codeLifetimeMinutes} minutes. Never share it with anyone.`,
        discardAfter: expiresAt,
      });
      await audit.record({
        ...client,
        type: 'mfa.code.sent',
        firmId: user.firmId,
        userId: user.id,
        data: { purpose: target.purpose },
      });
    },

    // Sign-in: the method's own code, or a recovery code. Returns which one was used.
    verifySecondFactor(
      user: CodeUser,
      tokenId: number,
      method: MfaMethod,
      code: string,
      client: ClientInfo,
    ): Promise<'sms' | 'totp' | 'recovery-code'> {
      return withGuessLimit(user, client, async () => {
        if (!sixDigits.test(code)) {
          if (await factors.useRecoveryCode(user.id, crypto.hashRecoveryCode(user.id, code), clock.now())) {
            return 'recovery-code';
          }
          await audit.record({ ...client, type: 'mfa.failed', firmId: user.firmId, userId: user.id });
          throw invalidField('code', mfaMessages.wrongCode, mfaMessages.wrongCode);
        }
        if (method === 'totp') {
          if (await checkTotpCode(user.id, code, true)) return 'totp';
          await audit.record({ ...client, type: 'mfa.failed', firmId: user.firmId, userId: user.id });
          throw invalidField('code', mfaMessages.wrongCode, mfaMessages.wrongCode);
        }
        await checkSmsCode(user, tokenId, 'login', code, client);
        return 'sms';
      });
    },

    // Signing a document (features/signatures): a fresh code of the person's own method, never a recovery code
    // (a recovery code proves an account, not that its holder chose to sign now). A TOTP step used once, at sign-in
    // or an earlier signature, is refused; an SMS code is one sent for signing ('sign'), on this session.
    verifySigningCode(
      user: CodeUser,
      tokenId: number,
      method: MfaMethod,
      code: string,
      client: ClientInfo,
    ): Promise<MfaMethod> {
      return withGuessLimit(user, client, async () => {
        if (method === 'totp') {
          if (await checkTotpCode(user.id, code, true)) return 'totp';
          await audit.record({ ...client, type: 'mfa.failed', firmId: user.firmId, userId: user.id });
          throw invalidField('code', mfaMessages.wrongCode, mfaMessages.wrongCode);
        }
        await checkSmsCode(user, tokenId, 'sign', code, client);
        return 'sms';
      });
    },

    // Enrolment: the code sent to the new number proves the number. Returns that number.
    verifyEnrolCode(user: CodeUser, tokenId: number, code: string, client: ClientInfo): Promise<string> {
      return withGuessLimit(user, client, () => checkSmsCode(user, tokenId, 'enrol', code, client));
    },

    // Enrolment of an app: the first code proves the secret was scanned.
    verifyNewTotp(user: CodeUser, code: string, client: ClientInfo): Promise<void> {
      return withGuessLimit(user, client, async () => {
        if (await checkTotpCode(user.id, code, false)) return;
        await audit.record({ ...client, type: 'mfa.failed', firmId: user.firmId, userId: user.id });
        throw invalidField('code', mfaMessages.wrongCode, mfaMessages.wrongCode);
      });
    },
  };
}

export type CodeChecks = ReturnType<typeof createCodeChecks>;
