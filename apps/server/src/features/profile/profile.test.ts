import { passwordMessages } from '@atrium/domain/contract/account';
import { mfaMessages } from '@atrium/domain/contract/mfa';
import { profileMessages } from '@atrium/domain/contract/profile';
import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { apiTokens, trustedDevices, users } from '../../db/schema.ts';
import { incorrectPasswordMessage } from '../../platform/reauth.ts';
import { testPassword } from '../../test/factories.ts';
import { mailsTo } from '../../test/mail.ts';
import { createMfaUser, loginFor, postLogin, send } from '../../test/mfa-helpers.ts';
import { auditRows, auditTypes, useProfileApp, verifiedSmsLogin } from '../../test/profile-helpers.ts';

const { clock, database, t, firm, signedInClient } = useProfileApp({ APP_URL: 'https://portal.example.com' });
const client = () => signedInClient('profile', 'Ada Lovelace');

const newPassword = 'a quiet harbour at dawn';

const changePassword = (token: string, body: Record<string, unknown>) =>
  send(t, token, 'PUT', '/api/profile/password', body);

describe('the profile calls', () => {
  const routes: [method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE', url: string][] = [
    ['GET', '/api/profile'],
    ['PUT', '/api/profile'],
    ['PATCH', '/api/profile'],
    ['POST', '/api/profile/email'],
    ['DELETE', '/api/profile/email'],
    ['POST', '/api/profile/email/confirm'],
    ['PUT', '/api/profile/password'],
    ['POST', '/api/profile/sessions/logout-others'],
    ['GET', '/api/profile/mfa'],
    ['POST', '/api/profile/mfa/sms'],
    ['POST', '/api/profile/mfa/sms/verify'],
    ['POST', '/api/profile/mfa/totp'],
    ['POST', '/api/profile/mfa/totp/confirm'],
    ['POST', '/api/profile/mfa/recovery-codes'],
    ['POST', '/api/profile/mfa/disable'],
    ['GET', '/api/profile/trusted-devices'],
    ['DELETE', '/api/profile/trusted-devices/1'],
  ];

  it('answer 401 without a token and 403 to a session still waiting for its second factor', async () => {
    const person = await createMfaUser(database.db, firm.id, 'gate');
    const { token } = await loginFor(t, person.email);
    for (const [method, url] of routes) {
      const anonymous = await t.app.inject({ method, url, payload: {} });
      expect(anonymous.statusCode, `${method} ${url}`).toBe(401);
      const pending = await send(t, token, method, url, {});
      expect(pending.statusCode, `${method} ${url}`).toBe(403);
      expect(pending.json()).toEqual({ message: mfaMessages.required });
    }
  });
});

describe('GET and PUT api/profile', () => {
  it('shows the caller’s name, email, telephone, pending email and multi-factor summary', async () => {
    const { user, token } = await client();
    const response = await send(t, token, 'GET', '/api/profile');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      name: 'Ada Lovelace',
      email: user.email,
      telephone: null,
      pending_email: null,
      contact_to_confirm: null,
      mfa: { enabled: false, method: null, telephone: null, recovery_codes_remaining: 0 },
    });
  });

  it('changes the name and contact telephone of the caller only, and audits which fields changed', async () => {
    const { user, token } = await client();
    const other = await client();
    const put = await send(t, token, 'PUT', '/api/profile', {
      name: '  Ada King ',
      telephone: '+44 (0) 7700-900123',
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json()).toMatchObject({
      message: profileMessages.updated,
      profile: { name: 'Ada King', telephone: '+4407700900123', email: user.email },
    });

    const patch = await send(t, token, 'PATCH', '/api/profile', { telephone: '' });
    expect(patch.statusCode).toBe(200);
    expect(patch.json().profile).toMatchObject({ name: 'Ada King', telephone: null });

    const [unchanged] = await database.db.select().from(users).where(eq(users.id, other.user.id));
    expect(unchanged).toMatchObject({ name: 'Ada Lovelace', telephone: null });
    // The contact number is not the multi-factor number, which changes only through a texted code.
    const [mine] = await database.db.select().from(users).where(eq(users.id, user.id));
    expect(mine?.mfaTelephone).toBeNull();

    const audits = await auditRows(database.db, user.id, 'profile.updated');
    expect(audits.map((row) => row.data)).toEqual([
      { fields: ['name', 'telephone'] },
      { fields: ['telephone'] },
    ]);
  });

  it('refuses an empty name, a malformed number, an empty body and unknown fields are not stored', async () => {
    const { user, token } = await client();
    const empty = await send(t, token, 'PUT', '/api/profile', { name: '   ' });
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({ name: [profileMessages.nameRequired] });

    const badNumber = await send(t, token, 'PATCH', '/api/profile', { telephone: 'call me' });
    expect(badNumber.statusCode).toBe(422);
    expect(Object.keys(badNumber.json().errors)).toEqual(['telephone']);

    const nothing = await send(t, token, 'PATCH', '/api/profile', {});
    expect(nothing.statusCode).toBe(422);
    expect(nothing.json().errors).toEqual({ name: [profileMessages.nothingToChange] });

    const sneaky = await send(t, token, 'PATCH', '/api/profile', { name: 'Ada', email: 'x@example.test' });
    expect(sneaky.statusCode).toBe(200);
    expect(sneaky.json().profile.email).toBe(user.email);
  });
});

describe('PUT api/profile/password', () => {
  it('refuses a wrong current password with 422, audits it, and leaves the password unchanged', async () => {
    const { user, token } = await client();
    const response = await changePassword(token, {
      current_password: 'not my password at all',
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toEqual({
      message: incorrectPasswordMessage,
      errors: { current_password: [incorrectPasswordMessage] },
    });
    expect(await auditTypes(database.db, user.id)).toContain('profile.reauth.failed');
    await loginFor(t, user.email);
  });

  it('applies the password policy and the confirmation', async () => {
    const { token } = await client();
    const short = await changePassword(token, {
      current_password: testPassword,
      password: 'too short',
      password_confirmation: 'too short',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toEqual({ password: [passwordMessages.tooShort] });

    const common = await changePassword(token, {
      current_password: testPassword,
      password: 'password1234567',
      password_confirmation: 'password1234567',
    });
    expect(common.json().errors.password).toContain(passwordMessages.common);

    const mismatch = await changePassword(token, {
      current_password: testPassword,
      password: newPassword,
      password_confirmation: `${newPassword}!`,
    });
    expect(mismatch.statusCode).toBe(422);
    expect(mismatch.json().errors).toEqual({ password_confirmation: [passwordMessages.confirmation] });
  });

  it('revokes every trusted device and every other session but keeps the current one; mails and audits', async () => {
    const person = await createMfaUser(database.db, firm.id, 'pwchange');
    const current = await verifiedSmsLogin(t, database.db, person, true);
    clock.advance(31_000);
    const other = await verifiedSmsLogin(t, database.db, person, true);
    expect((await send(t, token(other), 'GET', '/api/profile')).statusCode).toBe(200);

    const response = await changePassword(current.token, {
      current_password: testPassword,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json()).toEqual({ message: profileMessages.passwordChanged });

    expect((await send(t, current.token, 'GET', '/api/profile')).statusCode).toBe(200);
    expect((await send(t, token(other), 'GET', '/api/profile')).statusCode).toBe(401);
    const devices = await database.db
      .select({ revokedAt: trustedDevices.revokedAt })
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, person.user.id));
    expect(devices).toHaveLength(2);
    expect(devices.every((device) => device.revokedAt !== null)).toBe(true);
    const listed = await send(t, current.token, 'GET', '/api/profile/trusted-devices');
    expect(listed.json()).toEqual({ data: [] });

    expect((await postLogin(t, { email: person.email, password: testPassword })).statusCode).toBe(401);
    expect((await postLogin(t, { email: person.email, password: newPassword })).statusCode).toBe(200);

    const [mail] = await mailsTo(database.db, person.email);
    expect(mail?.subject).toBe('Your Carter Wealth portal password was changed');
    expect(await auditTypes(database.db, person.user.id)).toContain('password.changed');
    expect(t.logs()).not.toContain(newPassword);
    expect(t.logs()).not.toContain(testPassword);
  });
});

const token = (login: { token: string }) => login.token;

describe('POST api/profile/sessions/logout-others', () => {
  it('revokes every other token of the caller, not the current one nor another user’s', async () => {
    const { user, token: current } = await client();
    const second = await loginFor(t, user.email);
    const third = await loginFor(t, user.email);
    const stranger = await client();

    const response = await send(t, current, 'POST', '/api/profile/sessions/logout-others');
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: profileMessages.sessionsEnded, revoked_sessions: 2 });

    expect((await send(t, current, 'GET', '/api/profile')).statusCode).toBe(200);
    expect((await send(t, second.token, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await send(t, third.token, 'GET', '/api/profile')).statusCode).toBe(401);
    expect((await send(t, stranger.token, 'GET', '/api/profile')).statusCode).toBe(200);
    const live = await database.db.select().from(apiTokens).where(eq(apiTokens.userId, user.id));
    expect(live.filter((row) => row.revokedAt === null)).toHaveLength(1);

    const [audit] = await auditRows(database.db, user.id, 'auth.sessions.revoked');
    expect(audit?.data).toEqual({ scope: 'others', count: 2 });
  });
});

describe('asking for the current password again', () => {
  it('is throttled per user: after ten wrong answers even the right one waits', async () => {
    const { user, token } = await client();
    for (let i = 0; i < 10; i++) {
      const wrong = await changePassword(token, {
        current_password: `wrong guess ${i}`,
        password: newPassword,
        password_confirmation: newPassword,
      });
      expect(wrong.statusCode).toBe(422);
    }
    const locked = await changePassword(token, {
      current_password: testPassword,
      password: newPassword,
      password_confirmation: newPassword,
    });
    expect(locked.statusCode).toBe(429);
    expect(Number(locked.headers['retry-after'])).toBeGreaterThan(0);
    expect(await auditTypes(database.db, user.id)).toContain('profile.reauth.throttled');
    expect(t.logs()).not.toContain('wrong guess');
  });
});
