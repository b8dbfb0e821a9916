import { type MfaSendResponse, mfaRules } from '@atrium/domain/contract/mfa';
import type {
  MfaSettingsResponse,
  RecoveryCodesResponse,
  TotpSetupResponse,
  TrustedDevicesResponse,
} from '@atrium/domain/contract/mfa-settings';
import { mfaSettingsMessages } from '@atrium/domain/contract/profile';
import { callerEvent } from '../../platform/audit.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { invalidField, notFound, unauthenticated } from '../../platform/errors.ts';
import type { Outbox } from '../../platform/outbox/outbox.ts';
import type { ClientInfo } from '../../platform/site.ts';
import { brandOf } from '../account/password-service.ts';
import { createCodeChecks } from '../mfa/code-checks.ts';
import { generateRecoveryCode, sameHash } from '../mfa/crypto.ts';
import type { MfaDeps } from '../mfa/deps.ts';
import { codeSentTo, methodOf, telephoneHint } from '../mfa/service.ts';
import { newTotpSecret, totpEnrolment } from '../mfa/totp.ts';
import { profileMails } from './mails.ts';
import type { MfaSettingsRepo } from './mfa-repo.ts';
import type { Reauthenticate } from './reauth.ts';
import type { ProfileRepo } from './repo.ts';

export type MfaSettingsDeps = MfaDeps & {
  settings: MfaSettingsRepo;
  profiles: Pick<ProfileRepo, 'findUser'>;
  mail: Pick<Outbox, 'sendMail'>;
  reauthenticate: Reauthenticate;
  appUrl: string;
};

// The profile half of multi-factor authentication (the sign-in half is features/mfa): enrol a number
// (proved by a code sent to it) or an authenticator app (proved by its first code), recovery codes, turning
// it off, and trusted devices.
export function createMfaSettingsService(deps: MfaSettingsDeps) {
  const { repo, factors, crypto, audit, clock, settings, reauthenticate, appUrl } = deps;
  const checks = createCodeChecks(deps);

  async function getMfaUser(auth: AuthContext) {
    const user = await repo.findUser(auth.userId);
    if (!user) throw unauthenticated();
    return user;
  }

  // Stored as the login check will see them: mfaCodeSchema drops the dash before the hash is compared.
  function newRecoveryCodes(userId: number) {
    const codes = Array.from({ length: mfaRules.recoveryCodeCount }, generateRecoveryCode);
    return {
      codes,
      hashes: codes.map((code) => crypto.hashRecoveryCode(userId, code.replace(/[\s-]/g, ''))),
    };
  }

  async function record(auth: AuthContext, client: ClientInfo, type: string, data?: Record<string, unknown>) {
    await audit.record(callerEvent(auth, client, type, data));
  }

  // A mail to the account's address whenever the second factor changes, so a hijacked session is noticed.
  async function notify(auth: AuthContext, change: string) {
    const user = await deps.profiles.findUser(auth.userId);
    if (!user) return;
    await deps.mail.sendMail({
      firmId: user.firmId,
      to: user.email,
      ...profileMails.multiFactorChanged(
        brandOf({ name: user.firmName, primaryColour: user.primaryColour }),
        change,
        `${appUrl}/profile`,
      ),
    });
  }

  return {
    async settings(auth: AuthContext): Promise<MfaSettingsResponse> {
      const user = await getMfaUser(auth);
      return {
        enabled: user.mfaEnabled,
        method: methodOf(user),
        telephone: user.mfaTelephone,
        recovery_codes_remaining: user.mfaEnabled ? await factors.countRecoveryCodes(user.id) : 0,
      };
    },

    async sendSmsEnrolCode(
      auth: AuthContext,
      input: { telephone: string; password: string },
      client: ClientInfo,
    ): Promise<MfaSendResponse> {
      const user = await getMfaUser(auth);
      await reauthenticate(auth, user, input.password, client, { action: 'mfa.sms.enrol' });
      await checks.sendCode(
        user,
        { tokenId: auth.tokenId, purpose: 'enrol', telephone: input.telephone },
        client,
      );
      return codeSentTo(input.telephone);
    },

    // Counts as enabled only now: the code proves the person holds the number it was sent to.
    async verifySmsEnrolCode(auth: AuthContext, code: string, client: ClientInfo) {
      const user = await getMfaUser(auth);
      const telephone = await checks.verifyEnrolCode(user, auth.tokenId, code, client);
      await settings.enableSms(user.id, telephone);
      await record(auth, client, 'mfa.enabled', { method: 'sms' });
      const hint = telephoneHint(telephone) ?? telephone;
      await notify(auth, `Multi-factor authentication now texts a code to ${hint} when you log in.`);
      return { message: mfaSettingsMessages.smsEnabled(hint) };
    },

    async startTotp(auth: AuthContext, password: string, client: ClientInfo): Promise<TotpSetupResponse> {
      const user = await getMfaUser(auth);
      // Setting up a new app would void the one in use before the new one is proved.
      if (methodOf(user) === 'totp')
        throw invalidField(
          'password',
          mfaSettingsMessages.totpAlreadySet,
          mfaSettingsMessages.totpAlreadySet,
        );
      await reauthenticate(auth, user, password, client, { action: 'mfa.totp.setup' });
      const secret = newTotpSecret();
      await factors.saveTotpSecret(user.id, crypto.encryptTotpSecret(secret), clock.now());
      const { uri, qrSvg } = totpEnrolment(secret, user.firmName, user.email);
      await record(auth, client, 'mfa.totp.setup_started');
      return { secret, otpauth_url: uri, qr_svg: qrSvg };
    },

    async confirmTotp(auth: AuthContext, code: string, client: ClientInfo): Promise<RecoveryCodesResponse> {
      const user = await getMfaUser(auth);
      if (methodOf(user) === 'totp')
        throw invalidField('code', mfaSettingsMessages.totpAlreadySet, mfaSettingsMessages.totpAlreadySet);
      const totp = await factors.findTotp(user.id);
      if (!totp || totp.confirmedAt)
        throw invalidField('code', mfaSettingsMessages.totpNotStarted, mfaSettingsMessages.totpNotStarted);
      // The first code is spent here (its time step recorded), so it can't be replayed at the next login.
      await checks.verifyNewTotp(user, code, client);
      const { codes, hashes } = newRecoveryCodes(user.id);
      if (!(await settings.enableTotp(user.id, hashes, clock.now()))) {
        throw invalidField('code', mfaSettingsMessages.totpNotStarted, mfaSettingsMessages.totpNotStarted);
      }
      await record(auth, client, 'mfa.enabled', { method: 'totp' });
      await notify(auth, 'Multi-factor authentication now asks for a code from your authenticator app.');
      return { message: mfaSettingsMessages.totpEnabled, recovery_codes: codes };
    },

    async regenerateRecoveryCodes(
      auth: AuthContext,
      password: string,
      client: ClientInfo,
    ): Promise<RecoveryCodesResponse> {
      const user = await getMfaUser(auth);
      if (!user.mfaEnabled)
        throw invalidField('password', mfaSettingsMessages.notEnabled, mfaSettingsMessages.notEnabled);
      await reauthenticate(auth, user, password, client, { action: 'mfa.recovery_codes' });
      const { codes, hashes } = newRecoveryCodes(user.id);
      await factors.replaceRecoveryCodes(user.id, hashes, clock.now());
      await record(auth, client, 'mfa.recovery_codes.regenerated');
      await notify(auth, 'New recovery codes were made for your account; the old ones no longer work.');
      return { message: mfaSettingsMessages.recoveryCodesRegenerated, recovery_codes: codes };
    },

    async disable(auth: AuthContext, password: string, client: ClientInfo) {
      const user = await getMfaUser(auth);
      if (!user.mfaEnabled)
        throw invalidField('password', mfaSettingsMessages.notEnabled, mfaSettingsMessages.notEnabled);
      await reauthenticate(auth, user, password, client, { action: 'mfa.disable' });
      await settings.disable(user.id, clock.now());
      await record(auth, client, 'mfa.disabled');
      await notify(auth, 'Multi-factor authentication was turned off: logging in needs only your password.');
      return { message: mfaSettingsMessages.disabled };
    },

    // The browser's own device (its cookie) is flagged, so the page can say "this device".
    async trustedDevices(auth: AuthContext, deviceCookie: string | null): Promise<TrustedDevicesResponse> {
      const rows = await factors.listActiveDevices(auth.userId, clock.now());
      const currentHash = deviceCookie ? crypto.hashDeviceToken(deviceCookie) : null;
      return {
        data: rows.map((row) => ({
          id: row.id,
          label: row.label,
          created_at: row.createdAt.toISOString(),
          last_used_at: row.lastUsedAt?.toISOString() ?? null,
          expires_at: row.expiresAt.toISOString(),
          current: currentHash !== null && sameHash(row.tokenHash, currentHash),
        })),
      };
    },

    // Scoped by the caller: another user's device id is answered exactly like one that does not exist.
    async revokeDevice(auth: AuthContext, id: number, client: ClientInfo) {
      if (!(await factors.revokeDevice(auth.userId, id, clock.now()))) throw notFound();
      await record(auth, client, 'mfa.device.revoked', { device_id: id });
      return { message: mfaSettingsMessages.deviceRevoked };
    },
  };
}

export type MfaSettingsService = ReturnType<typeof createMfaSettingsService>;
