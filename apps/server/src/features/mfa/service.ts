import {
  type MfaMethod,
  type MfaSendResponse,
  type MfaStatusResponse,
  type MfaVerifyResponse,
  mfaMessages,
  mfaRules,
} from '@atrium/domain/contract/mfa';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { AppError, invalidField, validationFailed } from '../../platform/errors.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { type CodeChecks, createCodeChecks } from './code-checks.ts';
import { generateDeviceToken } from './crypto.ts';
import type { MfaDeps } from './deps.ts';
import { deviceLabel } from './device-label.ts';
import type { MfaRepo } from './repo.ts';

type MfaUser = NonNullable<Awaited<ReturnType<MfaRepo['findUser']>>>;

export function methodOf(user: Pick<MfaUser, 'mfaEnabled' | 'totpConfirmedAt'>): MfaMethod | null {
  if (!user.mfaEnabled) return null;
  return user.totpConfirmedAt ? 'totp' : 'sms';
}

export function telephoneHint(telephone: string | null): string | null {
  if (!telephone) return null;
  return `•••• ${telephone.replace(/\D/g, '').slice(-4)}`;
}

// The answer once a code is on its way, at sign-in or when the profile adds a number: where to (only its last
// digits), and how long before another may be asked for.
export function codeSentTo(telephone: string): MfaSendResponse {
  return {
    message: `We have sent a code to ${telephoneHint(telephone)}.`,
    resend_available_in: mfaRules.resendAfterSeconds,
  };
}

const dayMs = 24 * 60 * 60 * 1000;

// The sign-in half of multi-factor authentication (the profile half is features/profile/mfa-service.ts):
// status, send and verify for a token that is still pending.
export function createMfaService(deps: MfaDeps) {
  const { repo, factors, crypto, audit, clock } = deps;
  const checks: CodeChecks = createCodeChecks(deps);

  async function getMfaUser(auth: AuthContext): Promise<MfaUser> {
    const user = await repo.findUser(auth.userId);
    if (!user) throw new AppError('unauthenticated', 'Unauthenticated.');
    return user;
  }

  async function trustDevice(auth: AuthContext, client: ClientInfo): Promise<string> {
    const now = clock.now();
    const token = generateDeviceToken();
    await factors.insertDevice({
      userId: auth.userId,
      tokenHash: crypto.hashDeviceToken(token),
      label: deviceLabel(client.userAgent),
      ip: client.ip,
      createdAt: now,
      expiresAt: new Date(now.getTime() + mfaRules.trustDeviceDays * dayMs),
    });
    await audit.record(callerEvent(auth, client, 'mfa.device.trusted'));
    return token;
  }

  return {
    async status(auth: AuthContext): Promise<MfaStatusResponse> {
      const user = await getMfaUser(auth);
      const latest = await repo.latestChallenge(user.id, 'login');
      return {
        method: methodOf(user),
        telephone_hint: telephoneHint(user.mfaTelephone),
        verified: !auth.mfaPending,
        resend_available_in: checks.resendAvailableIn(latest?.createdAt ?? null),
      };
    },

    async send(auth: AuthContext, client: ClientInfo): Promise<MfaSendResponse> {
      if (!auth.mfaPending) throw invalidField('code', mfaMessages.notPending, mfaMessages.notPending);
      const user = await getMfaUser(auth);
      if (methodOf(user) !== 'sms') {
        throw validationFailed({ message: 'Use the code from your authenticator app.' });
      }
      if (!user.mfaTelephone) throw validationFailed({ message: mfaMessages.noTelephone });
      await checks.sendCode(
        user,
        { tokenId: auth.tokenId, purpose: 'login', telephone: user.mfaTelephone },
        client,
      );
      return codeSentTo(user.mfaTelephone);
    },

    async verify(
      auth: AuthContext,
      input: { code: string; trust_device?: boolean | undefined },
      client: ClientInfo,
    ): Promise<{ body: MfaVerifyResponse; deviceToken: string | null }> {
      if (!auth.mfaPending) throw invalidField('code', mfaMessages.notPending, mfaMessages.notPending);
      const user = await getMfaUser(auth);
      const method = methodOf(user);
      if (!method) throw invalidField('code', mfaMessages.notPending, mfaMessages.notPending);
      const usedMethod = await checks.verifySecondFactor(user, auth.tokenId, method, input.code, client);
      await repo.markTokenVerified(auth.tokenId);
      await audit.record({
        ...client,
        type: 'mfa.verified',
        firmId: user.firmId,
        userId: user.id,
        data: { method: usedMethod },
      });
      const deviceToken = input.trust_device ? await trustDevice(auth, client) : null;
      return {
        body: {
          message: 'Verified.',
          user: await deps.getUser(user.id),
          trust_device_enabled: deviceToken !== null,
        },
        deviceToken,
      };
    },

    // Called by login: a valid, unexpired device token of this very user skips the code.
    async isTrustedDevice(userId: number, token: string | null | undefined): Promise<boolean> {
      if (!token) return false;
      const now = clock.now();
      const device = await factors.findActiveDevice(userId, crypto.hashDeviceToken(token), now);
      if (!device) return false;
      await factors.touchDevice(device.id, now);
      return true;
    },
  };
}

export type MfaService = ReturnType<typeof createMfaService>;
