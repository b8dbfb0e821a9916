import { mfaMessages } from '@atrium/domain/contract/mfa';
import { telephoneMessage } from '@atrium/domain/contract/mfa-settings';
import { mfaSettingsMessages } from '@atrium/domain/contract/profile';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { mfaRecoveryCodes, mfaTotp, outbox, trustedDevices, users } from '../../db/schema.ts';
import { incorrectPasswordMessage } from '../../platform/reauth.ts';
import { testPassword } from '../../test/factories.ts';
import { mailsTo } from '../../test/mail.ts';
import { createMfaUser, lastSmsCode, loginFor, send, wrongCodeFor } from '../../test/mfa-helpers.ts';
import { auditTypes, useProfileApp, verifiedSmsLogin } from '../../test/profile-helpers.ts';
import { totpCodeAt } from '../mfa/totp.ts';

const { clock, database, t, firm, signedInClient } = useProfileApp();
const client = () => signedInClient('mfaset');

let n = 0;
const step = 30_000;

const settings = async (token: string) => (await send(t, token, 'GET', '/api/profile/mfa')).json();
const verifyLogin = (token: string, code: string) =>
  send(t, token, 'POST', '/api/multi-factor-auth/verify', { code });
const isPending = async (token: string) =>
  (await send(t, token, 'GET', '/api/multi-factor-auth')).json().verified === false;

// A client who set up an authenticator app: its secret, the ten recovery codes and the session used.
async function totpClient() {
  const { user, token } = await client();
  const setup = await send(t, token, 'POST', '/api/profile/mfa/totp', { password: testPassword });
  expect(setup.statusCode, setup.body).toBe(200);
  const { secret } = setup.json() as { secret: string };
  const confirmCode = totpCodeAt(secret, clock.now());
  const confirmed = await send(t, token, 'POST', '/api/profile/mfa/totp/confirm', { code: confirmCode });
  expect(confirmed.statusCode, confirmed.body).toBe(200);
  return { user, token, secret, confirmCode, recoveryCodes: confirmed.json().recovery_codes as string[] };
}

describe('enrolling a telephone for SMS codes', () => {
  it('needs the password, texts the new number, and counts only once the code is verified', async () => {
    const { user, token } = await client();
    const telephone = `+44 7700 9${String(++n).padStart(5, '0')}`;
    const stored = telephone.replaceAll(' ', '');

    const wrong = await send(t, token, 'POST', '/api/profile/mfa/sms', { telephone, password: 'nope' });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ password: [incorrectPasswordMessage] });
    expect(await database.db.select().from(outbox).where(eq(outbox.to, stored))).toEqual([]);

    const sent = await send(t, token, 'POST', '/api/profile/mfa/sms', { telephone, password: testPassword });
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().resend_available_in).toBe(30);
    expect(await settings(token)).toMatchObject({ enabled: false, method: null });

    const code = await lastSmsCode(database.db, stored);
    const bad = await send(t, token, 'POST', '/api/profile/mfa/sms/verify', { code: wrongCodeFor(code) });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toBe(mfaMessages.wrongCode);
    expect(await settings(token)).toMatchObject({ enabled: false });

    const good = await send(t, token, 'POST', '/api/profile/mfa/sms/verify', { code });
    expect(good.statusCode, good.body).toBe(200);
    // Like the authenticator app's confirmation, the number comes with ten recovery codes.
    expect(good.json().recovery_codes).toHaveLength(10);
    expect(await settings(token)).toEqual({
      enabled: true,
      method: 'sms',
      telephone: stored,
      recovery_codes_remaining: 10,
    });
    const replay = await send(t, token, 'POST', '/api/profile/mfa/sms/verify', { code });
    expect(replay.statusCode).toBe(422);

    const next = await loginFor(t, user.email);
    expect(await isPending(next.token)).toBe(true);
    expect(await auditTypes(database.db, user.id)).toEqual(
      expect.arrayContaining(['profile.reauth.failed', 'mfa.code.sent', 'mfa.failed', 'mfa.enabled']),
    );
    expect(t.logs()).not.toContain(code);
  });
});

describe('SMS numbers in E.164, and recovery codes for SMS', () => {
  it('stores and texts a number written the national way in E.164 with the person’s region', async () => {
    for (const [region, typed, e164] of [
      ['uk', `07700 9${String(++n).padStart(5, '0')}`, null],
      ['ie', '085 123 4567', '+353851234567'],
    ] as const) {
      const { token, user } = await client();
      await database.db.update(users).set({ region }).where(eq(users.id, user.id));
      const expected = e164 ?? `+447700${typed.slice(6)}`;
      const sent = await send(t, token, 'POST', '/api/profile/mfa/sms', {
        telephone: typed,
        password: testPassword,
      });
      expect(sent.statusCode, sent.body).toBe(200);
      const code = await lastSmsCode(database.db, expected);
      const good = await send(t, token, 'POST', '/api/profile/mfa/sms/verify', { code });
      expect(good.statusCode, good.body).toBe(200);
      expect((await settings(token)).telephone).toBe(expected);
      // The login's code goes to the same E.164 number.
      const next = await loginFor(t, user.email);
      clock.advance(31_000);
      expect((await send(t, next.token, 'POST', '/api/multi-factor-auth/send')).statusCode).toBe(200);
      expect(await lastSmsCode(database.db, expected)).toMatch(/^\d{6}$/);
    }
  });

  it('refuses a number that cannot be a mobile number anywhere, beside its field', async () => {
    const { token } = await client();
    const refused = await send(t, token, 'POST', '/api/profile/mfa/sms', {
      telephone: '07700 9001',
      password: testPassword,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toEqual({ telephone: [telephoneMessage] });
  });

  it('gives ten recovery codes on enrolling by SMS, each of which signs in once instead of a text', async () => {
    const { user, token } = await client();
    const telephone = `+4477009${String(++n).padStart(5, '0')}`;
    await send(t, token, 'POST', '/api/profile/mfa/sms', { telephone, password: testPassword });
    const verified = await send(t, token, 'POST', '/api/profile/mfa/sms/verify', {
      code: await lastSmsCode(database.db, telephone),
    });
    const codes = verified.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    const stored = await database.db
      .select()
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(stored).toHaveLength(10);
    expect(JSON.stringify(stored)).not.toContain(codes[0]);

    const login = await loginFor(t, user.email);
    expect((await verifyLogin(login.token, codes[0] ?? '')).statusCode).toBe(200);
    const again = await loginFor(t, user.email);
    expect((await verifyLogin(again.token, codes[0] ?? '')).statusCode).toBe(422);
    expect((await settings(token)).recovery_codes_remaining).toBe(9);
  });
});

describe('an authenticator app (TOTP)', () => {
  it('sets up with a secret, otpauth URL and QR code, and confirms with a code, returning ten recovery codes', async () => {
    const { user, token } = await client();
    const setup = await send(t, token, 'POST', '/api/profile/mfa/totp', { password: testPassword });
    const body = setup.json();
    expect(body.secret).toMatch(/^[A-Z2-7]{32}$/);
    expect(body.otpauth_url).toMatch(/^otpauth:\/\/totp\/Carter%20Wealth:.+\?.*secret=/);
    expect(body.qr_svg).toMatch(/^<svg/);
    const [row] = await database.db.select().from(mfaTotp).where(eq(mfaTotp.userId, user.id));
    expect(row?.secretEncrypted).not.toContain(body.secret);
    expect(await settings(token)).toMatchObject({ enabled: false });

    const wrong = await send(t, token, 'POST', '/api/profile/mfa/totp/confirm', {
      code: wrongCodeFor(totpCodeAt(body.secret, clock.now())),
    });
    expect(wrong.statusCode).toBe(422);

    const code = totpCodeAt(body.secret, clock.now());
    const confirmed = await send(t, token, 'POST', '/api/profile/mfa/totp/confirm', { code });
    expect(confirmed.statusCode).toBe(200);
    const codes = confirmed.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);
    expect(new Set(codes).size).toBe(10);
    for (const recovery of codes) expect(recovery).toMatch(/^[a-z2-9]{5}-[a-z2-9]{5}$/);
    const hashes = await database.db
      .select({ hash: mfaRecoveryCodes.codeHash })
      .from(mfaRecoveryCodes)
      .where(eq(mfaRecoveryCodes.userId, user.id));
    expect(hashes).toHaveLength(10);
    expect(JSON.stringify(hashes)).not.toContain(codes[0]?.slice(0, 5));
    expect(await settings(token)).toEqual({
      enabled: true,
      method: 'totp',
      telephone: null,
      recovery_codes_remaining: 10,
    });
    const [mail] = await mailsTo(database.db, user.email);
    expect(mail?.subject).toBe('Your Carter Wealth portal sign-in settings changed');
    expect(t.logs()).toContain('/api/profile/mfa/totp/confirm');
    for (const secret of [body.secret, code, ...codes]) expect(t.logs()).not.toContain(secret);
  });

  it('refuses setting up a second app over the one in use', async () => {
    const { token } = await totpClient();
    const again = await send(t, token, 'POST', '/api/profile/mfa/totp', { password: testPassword });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(mfaSettingsMessages.totpAlreadySet);
  });

  it('signs in with a code from the app, and never accepts a used code twice', async () => {
    const { user, secret, confirmCode } = await totpClient();
    const first = await loginFor(t, user.email);
    expect(await isPending(first.token)).toBe(true);
    // The code that confirmed the app is spent.
    expect((await verifyLogin(first.token, confirmCode)).statusCode).toBe(422);
    const sms = await send(t, first.token, 'POST', '/api/multi-factor-auth/send');
    expect(sms.statusCode).toBe(422);

    clock.advance(step);
    const code = totpCodeAt(secret, clock.now());
    const verified = await verifyLogin(first.token, code);
    expect(verified.statusCode, verified.body).toBe(200);
    expect(await isPending(first.token)).toBe(false);

    const second = await loginFor(t, user.email);
    const replay = await verifyLogin(second.token, code);
    expect(replay.statusCode).toBe(422);
    expect(replay.json().message).toBe(mfaMessages.wrongCode);
    expect(await isPending(second.token)).toBe(true);

    clock.advance(step);
    expect((await verifyLogin(second.token, totpCodeAt(secret, clock.now()))).statusCode).toBe(200);
    expect(t.logs()).not.toContain(code);
  });

  it('lets ten wrong app codes lock the sign-in for a while', async () => {
    const { user, secret } = await totpClient();
    const login = await loginFor(t, user.email);
    clock.advance(step);
    const right = totpCodeAt(secret, clock.now());
    for (let i = 0; i < 10; i++)
      expect((await verifyLogin(login.token, wrongCodeFor(right))).statusCode).toBe(422);
    expect((await verifyLogin(login.token, right)).statusCode).toBe(429);
  });
});

describe('recovery codes', () => {
  it('sign in once each, typed in any case and spacing', async () => {
    const { user, token, recoveryCodes } = await totpClient();
    const [code, other] = recoveryCodes as [string, string];
    const first = await loginFor(t, user.email);
    const used = await verifyLogin(first.token, ` ${code.toUpperCase().replace('-', ' ')} `);
    expect(used.statusCode, used.body).toBe(200);

    const second = await loginFor(t, user.email);
    expect((await verifyLogin(second.token, code)).statusCode).toBe(422);
    expect(await isPending(second.token)).toBe(true);
    expect((await verifyLogin(second.token, other)).statusCode).toBe(200);
    expect((await settings(token)).recovery_codes_remaining).toBe(8);
    expect(t.logs()).not.toContain(code);
  });

  it('are replaced by a new set on request (password required); the old ones die', async () => {
    const { user, token, recoveryCodes } = await totpClient();
    const wrong = await send(t, token, 'POST', '/api/profile/mfa/recovery-codes', { password: 'nope' });
    expect(wrong.statusCode).toBe(422);
    const fresh = await send(t, token, 'POST', '/api/profile/mfa/recovery-codes', { password: testPassword });
    expect(fresh.statusCode).toBe(200);
    const codes = fresh.json().recovery_codes as string[];
    expect(codes).toHaveLength(10);

    const login = await loginFor(t, user.email);
    expect((await verifyLogin(login.token, recoveryCodes[0] as string)).statusCode).toBe(422);
    expect((await verifyLogin(login.token, codes[0] as string)).statusCode).toBe(200);
    expect(await auditTypes(database.db, user.id)).toContain('mfa.recovery_codes.regenerated');
  });

  it('also work for an SMS user who made some', async () => {
    const person = await createMfaUser(database.db, firm.id, 'smsrecovery');
    const { token } = await verifiedSmsLogin(t, database.db, person);
    const made = await send(t, token, 'POST', '/api/profile/mfa/recovery-codes', { password: testPassword });
    const [code] = made.json().recovery_codes as string[];
    const login = await loginFor(t, person.email);
    expect((await verifyLogin(login.token, code as string)).statusCode).toBe(200);
  });
});

describe('turning multi-factor authentication off', () => {
  it('needs the password, then forgets the app, the recovery codes and every trusted device', async () => {
    const person = await createMfaUser(database.db, firm.id, 'disable');
    const { token, cookie } = await verifiedSmsLogin(t, database.db, person, true);
    const wrong = await send(t, token, 'POST', '/api/profile/mfa/disable', { password: 'nope' });
    expect(wrong.statusCode).toBe(422);
    expect((await settings(token)).enabled).toBe(true);

    const off = await send(t, token, 'POST', '/api/profile/mfa/disable', { password: testPassword });
    expect(off.statusCode).toBe(200);
    expect(off.json()).toEqual({ message: mfaSettingsMessages.disabled });
    expect(await settings(token)).toEqual({
      enabled: false,
      method: null,
      telephone: null,
      recovery_codes_remaining: 0,
    });
    const devices = await database.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, person.user.id));
    expect(devices.every((device) => device.revokedAt !== null)).toBe(true);

    const next = await loginFor(t, person.email, {}, cookie ?? undefined);
    expect(await isPending(next.token)).toBe(false);
    expect(await auditTypes(database.db, person.user.id)).toContain('mfa.disabled');
    const again = await send(t, token, 'POST', '/api/profile/mfa/disable', { password: testPassword });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe(mfaSettingsMessages.notEnabled);
  });
});

describe('trusted devices on the profile', () => {
  it('lists the caller’s devices with the current one flagged, and revokes only the caller’s own', async () => {
    const person = await createMfaUser(database.db, firm.id, 'devices');
    const laptop = await verifiedSmsLogin(t, database.db, person, true);
    clock.advance(31_000);
    const phone = await verifiedSmsLogin(t, database.db, person, true);
    const stranger = await createMfaUser(database.db, firm.id, 'stranger');
    const strangerLogin = await verifiedSmsLogin(t, database.db, stranger, true);

    const listed = await send(
      t,
      phone.token,
      'GET',
      '/api/profile/trusted-devices',
      undefined,
      laptop.cookie ?? '',
    );
    expect(listed.statusCode).toBe(200);
    type Device = { id: number; current: boolean; label: string };
    const data = listed.json().data as [Device, Device];
    expect(data).toHaveLength(2);
    expect(data.filter((device) => device.current)).toHaveLength(1);
    const [laptopDevice, phoneDevice] = data;
    expect(laptopDevice.current).toBe(true);

    const [strangerDevice] = (
      await send(t, strangerLogin.token, 'GET', '/api/profile/trusted-devices')
    ).json().data as { id: number }[];
    const foreign = await send(
      t,
      phone.token,
      'DELETE',
      `/api/profile/trusted-devices/${strangerDevice?.id}`,
    );
    expect(foreign.statusCode).toBe(404);
    const missing = await send(t, phone.token, 'DELETE', '/api/profile/trusted-devices/999999');
    expect(missing.json()).toEqual(foreign.json());
    const stillTrusted = await loginFor(t, stranger.email, {}, strangerLogin.cookie ?? undefined);
    expect(stillTrusted.trust_device_enabled).toBe(true);

    const revoked = await send(t, phone.token, 'DELETE', `/api/profile/trusted-devices/${laptopDevice.id}`);
    expect(revoked.statusCode).toBe(200);
    expect(
      (await send(t, phone.token, 'DELETE', `/api/profile/trusted-devices/${laptopDevice.id}`)).statusCode,
    ).toBe(404);
    const after = (await send(t, phone.token, 'GET', '/api/profile/trusted-devices')).json().data;
    expect(after.map((device: { id: number }) => device.id)).toEqual([phoneDevice.id]);
    const againOnLaptop = await loginFor(t, person.email, {}, laptop.cookie ?? undefined);
    expect(againOnLaptop.trust_device_enabled).toBe(false);
    expect(await auditTypes(database.db, person.user.id)).toContain('mfa.device.revoked');
  });
});
