import { accountMessages, passwordMessages } from '@atrium/domain/contract/account';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, trustedDevices, users } from '../../db/schema.ts';
import {
  buildTestApp,
  createFakeClock,
  openTestDatabase,
  testConfig,
  useTestApp,
} from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createUser, testPassword } from '../../test/factories.ts';
import { mailsTo } from '../../test/mail.ts';
import { freshIp, loginFor, send } from '../../test/mfa-helpers.ts';

const clock = createFakeClock();
let firmId: number;
let n = 0;
const newPassword = 'a quiet harbour at dawn';

const post = (url: string, payload: Record<string, unknown>, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress: freshIp(), headers });

const lastMailTo = async (to: string) => (await mailsTo(database.db, to))[0] ?? null;

async function resetTokenFor(email: string): Promise<string> {
  const mail = await lastMailTo(email);
  const token = /\/password\/reset\/([A-Za-z0-9_-]+)\?email=/.exec(mail?.text ?? '')?.[1];
  if (!token) throw new Error('no reset link');
  return token;
}

const reset = (token: string, email: string, password = newPassword) =>
  post('/api/reset-password', { token, email, password, password_confirmation: password });

const { database, t } = useTestApp({
  clock,
  config: testConfig({ LOG_LEVEL: 'info', APP_URL: 'https://portal.example.com' }),
});
beforeAll(async () => {
  firmId = (await createFirm(database.db, { name: 'Carter Wealth', onboardingEnabled: true })).id;
});

describe('forgot and reset password', () => {
  it('answers the same for known and unknown addresses, and mails a link built from APP_URL', async () => {
    const { user } = await createClientUser(database.db, { firmId, email: `reset${++n}@example.test` });
    const known = await post('/api/forgot-password', { email: user.email }, { host: 'evil.test' });
    const unknown = await post(
      '/api/forgot-password',
      { email: 'nobody@example.test' },
      { host: 'evil.test' },
    );
    expect([known.statusCode, unknown.statusCode]).toEqual([200, 200]);
    expect(known.body).toBe(unknown.body);
    expect(known.json().message).toBe(accountMessages.resetLinkSent);
    const mail = await lastMailTo(user.email);
    expect(mail?.text).toContain('https://portal.example.com/password/reset/');
    expect(mail?.html).not.toContain('evil.test');
    expect(await lastMailTo('nobody@example.test')).toBeNull();
  });

  it('sets the password once, revokes sessions and trusted devices, and does not log in', async () => {
    const { user } = await createClientUser(database.db, { firmId, email: `reset${++n}@example.test` });
    const { token: session } = await loginFor(t, user.email);
    await database.db.insert(trustedDevices).values({
      userId: user.id,
      tokenHash: `h${n}`,
      label: 'x',
      expiresAt: new Date(clock.now().getTime() + 1e9),
    });
    await post('/api/forgot-password', { email: user.email });
    const token = await resetTokenFor(user.email);

    const done = await reset(token, user.email);
    expect(done.statusCode).toBe(200);
    expect(done.json()).toEqual({ message: accountMessages.resetDone });
    expect((await send(t, session, 'GET', '/api/user')).statusCode).toBe(401);
    const [device] = await database.db
      .select()
      .from(trustedDevices)
      .where(eq(trustedDevices.userId, user.id));
    expect(device?.revokedAt).not.toBeNull();
    expect((await reset(token, user.email, 'another long passphrase')).statusCode).toBe(422);
    expect((await post('/api/login', { email: user.email, password: newPassword })).statusCode).toBe(200);
    expect((await lastMailTo(user.email))?.subject).toContain('password was changed');
  });

  it('refuses an expired link, an older link once a newer exists, and a link for another email', async () => {
    const { user } = await createClientUser(database.db, { firmId, email: `reset${++n}@example.test` });
    await post('/api/forgot-password', { email: user.email });
    const older = await resetTokenFor(user.email);
    await post('/api/forgot-password', { email: user.email });
    const newer = await resetTokenFor(user.email);
    expect((await reset(older, user.email)).statusCode).toBe(422);
    expect((await reset(newer, 'someone@example.test')).statusCode).toBe(422);
    clock.advance(60 * 60_000 + 1000);
    const late = await reset(newer, user.email);
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe(accountMessages.resetInvalid);
  });

  it('applies the password rules with a message per rule, and leaves the password unchanged', async () => {
    const { user } = await createClientUser(database.db, { firmId, email: `reset${++n}@example.test` });
    const cases: [string, string][] = [
      ['elevenchars', passwordMessages.tooShort],
      ['x'.repeat(129), passwordMessages.tooLong],
      ['Password12345', passwordMessages.common],
      ['CarterWealth2026!', passwordMessages.containsFirm],
      [`${user.email.split('@')[0]}-secret-words`, passwordMessages.containsEmail],
    ];
    for (const [password, message] of cases) {
      await post('/api/forgot-password', { email: user.email });
      const response = await reset(await resetTokenFor(user.email), user.email, password);
      expect(response.statusCode, password).toBe(422);
      expect(response.json().errors.password).toContain(message);
      clock.advance(15 * 60_000);
    }
    const mismatch = await post('/api/reset-password', {
      token: 'x'.repeat(43),
      email: user.email,
      password: newPassword,
      password_confirmation: 'other',
    });
    expect(mismatch.json().errors.password_confirmation).toEqual([passwordMessages.confirmation]);
    expect((await post('/api/login', { email: user.email, password: testPassword })).statusCode).toBe(200);
  });

  it('accepts 128 characters in full and never writes the token to the logs', async () => {
    const { user } = await createClientUser(database.db, { firmId, email: `reset${++n}@example.test` });
    await post('/api/forgot-password', { email: user.email });
    const token = await resetTokenFor(user.email);
    await t.app.inject({ method: 'GET', url: `/password/reset/${token}?email=${user.email}` });
    const long = `${'long passphrase '.repeat(8)}`;
    expect((await reset(token, user.email, long)).statusCode).toBe(200);
    const altered = `${long.slice(0, 99)}X${long.slice(100)}`;
    expect((await post('/api/login', { email: user.email, password: altered })).statusCode).toBe(401);
    expect((await post('/api/login', { email: user.email, password: long })).statusCode).toBe(200);
    expect(t.logs()).toContain('/password/reset/[redacted]');
    expect(t.logs()).not.toContain(token);
    expect(t.logs()).not.toContain(long);
  });
});

describe('invitations', () => {
  it('lets an adviser invite a new client, who creates a password and is signed in; the link then dies', async () => {
    const adviser = await createUser(database.db, { firmId, role: 'adviser', name: 'Sarah Mitchell' });
    const { token: adviserToken } = await loginFor(t, adviser.email);
    const email = `invitee${++n}@example.test`;
    const invited = await send(t, adviserToken, 'POST', '/api/adviser/invitations', {
      email,
      name: 'Nina Patel',
    });
    expect(invited.statusCode, invited.body).toBe(200);
    const hash = /\/invite\/([A-Za-z0-9_-]+)/.exec((await lastMailTo(email))?.text ?? '')?.[1] ?? '';

    const details = await t.app.inject({ method: 'GET', url: `/api/invitations/${hash}` });
    expect(details.json()).toEqual({
      email,
      name: 'Nina Patel',
      firm: { name: 'Carter Wealth' },
      invited_by: 'Sarah Mitchell',
    });
    const accept = (password: string) =>
      post(`/api/invitations/${hash}/accept`, { password, password_confirmation: password });
    expect((await accept('short')).statusCode).toBe(422);
    const accepted = await accept(newPassword);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json().user).toMatchObject({
      email,
      role: 'client',
      adviser: { name: 'Sarah Mitchell' },
    });
    expect((await accept(newPassword)).statusCode).toBe(410);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${hash}` })).statusCode).toBe(410);
    const events = await database.db.select({ type: auditEvents.type }).from(auditEvents);
    expect(events.map((e) => e.type)).toEqual(
      expect.arrayContaining(['invitation.sent', 'invitation.accepted']),
    );
  });

  it('is for advisers only, and an adviser cannot invite another adviser’s client', async () => {
    const { user: client } = await createClientUser(database.db, { firmId, email: `c${++n}@example.test` });
    const { token } = await loginFor(t, client.email);
    expect(
      (await send(t, token, 'POST', '/api/adviser/invitations', { email: 'x@example.test', name: 'X' }))
        .statusCode,
    ).toBe(403);
    const a = await createUser(database.db, { firmId, role: 'adviser' });
    const b = await createUser(database.db, { firmId, role: 'adviser' });
    const { client: theirs, user } = await createClientUser(database.db, { firmId, adviserId: b.id });
    const { token: aToken } = await loginFor(t, a.email);
    const response = await send(t, aToken, 'POST', '/api/adviser/invitations', {
      email: user.email,
      name: 'Y',
      client: theirs.id,
    });
    expect(response.statusCode).toBe(404);
    expect(await lastMailTo(user.email)).toBeNull();
  });

  it('expires after 7 days', async () => {
    const adviser = await createUser(database.db, { firmId, role: 'adviser' });
    const { token } = await loginFor(t, adviser.email);
    const email = `late${++n}@example.test`;
    await send(t, token, 'POST', '/api/adviser/invitations', { email, name: 'Late' });
    const hash = /\/invite\/([A-Za-z0-9_-]+)/.exec((await lastMailTo(email))?.text ?? '')?.[1] ?? '';
    clock.advance(7 * 24 * 60 * 60_000 + 1000);
    expect((await t.app.inject({ method: 'GET', url: `/api/invitations/${hash}` })).statusCode).toBe(410);
  });
});

describe('registration', () => {
  it('answers a new and an existing address alike, mails both, and creates the account on confirmation', async () => {
    const { user: existing } = await createClientUser(database.db, {
      firmId,
      email: `taken${++n}@example.test`,
    });
    const body = (email: string) => ({
      name: 'New Person',
      email,
      password: newPassword,
      password_confirmation: newPassword,
    });
    const email = `fresh${++n}@example.test`;
    const fresh = await post('/api/register', body(email));
    const taken = await post('/api/register', body(existing.email));
    expect([fresh.statusCode, taken.statusCode]).toEqual([200, 200]);
    expect(fresh.body).toBe(taken.body);
    expect((await lastMailTo(existing.email))?.subject).toContain('already have');
    const token =
      /\/register\/confirm\/([A-Za-z0-9_-]+)/.exec((await lastMailTo(email))?.text ?? '')?.[1] ?? '';
    expect(await database.db.select().from(users).where(eq(users.email, email))).toEqual([]);
    const confirmed = await post('/api/register/confirm', { token });
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().user).toMatchObject({ email, role: 'client' });
    expect((await post('/api/register/confirm', { token })).statusCode).toBe(410);
  });

  it('is refused with 403 while the firm has onboarding off', async () => {
    const db = await openTestDatabase();
    await createFirm(db.db, { onboardingEnabled: false });
    const closed = await buildTestApp(db);
    try {
      const response = await closed.app.inject({
        method: 'POST',
        url: '/api/register',
        payload: {
          name: 'A',
          email: 'a@example.test',
          password: newPassword,
          password_confirmation: newPassword,
        },
      });
      expect(response.statusCode).toBe(403);
      expect(response.json().message).toBe(accountMessages.registrationClosed);
    } finally {
      await closed.app.close();
      await db.close();
    }
  });
});
