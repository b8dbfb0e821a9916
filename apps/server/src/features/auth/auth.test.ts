import { loginResponseSchema, userSchema } from '@atrium/domain/contract/auth';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, auditEvents, users } from '../../db/schema.ts';
import { hashToken } from '../../platform/tokens.ts';
import { createFakeClock, useTestApp } from '../../test/build-test-app.ts';
import {
  createClientUser,
  createFirm,
  createToken,
  createUser,
  testPassword,
  theCarters,
} from '../../test/factories.ts';
import { freshIp, postLogin } from '../../test/mfa-helpers.ts';

const clock = createFakeClock();
let firmId: number;
let adviser: Awaited<ReturnType<typeof createUser>>;
let client: Awaited<ReturnType<typeof createClientUser>>;

// Each test logs in from its own address (postLogin's fresh one) so the per-IP throttle never couples tests.
const login = (body: Record<string, unknown>, ip?: string) => postLogin(t, body, ip ? { ip } : {});

function getUser(token?: string) {
  return t.app.inject({
    method: 'GET',
    url: '/api/user',
    headers: token ? { authorization: `Bearer ${token}` } : {},
  });
}

async function tokenFor(email: string): Promise<string> {
  const response = await login({ email, password: testPassword });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const { database, t } = useTestApp({ clock });
beforeAll(async () => {
  const firm = await createFirm(database.db, { name: 'Carter & Co', accessIpipeline: true });
  firmId = firm.id;
  adviser = await createUser(database.db, { firmId, role: 'adviser', name: 'Sarah Mitchell' });
  client = await createClientUser(database.db, {
    firmId,
    adviserId: adviser.id,
    ...theCarters,
    email: 'james@example.test',
    permissions: { 'fact-find.assets': { delete: false } },
  });
});

describe('POST /api/login', () => {
  it('returns a token, its expiry and the user for the right password', async () => {
    const response = await login({ email: 'james@example.test', password: testPassword });

    expect(response.statusCode).toBe(200);
    const body = loginResponseSchema.parse(response.json());
    expect(body).toMatchObject({
      status: 'success',
      message: 'Login successful.',
      trust_device_enabled: false,
    });
    expect(body.token).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(body.expires_at).toBe(new Date(clock.now().getTime() + 480 * 60_000).toISOString());
    expect(body.user).toMatchObject({ id: client.user.id, email: 'james@example.test', role: 'client' });

    // Only the SHA-256 of the token is stored, so a copy of the database holds no usable token.
    const [stored] = await database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(body.token)));
    expect(stored?.userId).toBe(client.user.id);
    const all = await database.db.select({ hash: apiTokens.tokenHash }).from(apiTokens);
    expect(all.map((row) => row.hash)).not.toContain(body.token);
  });

  it('stores passwords as argon2id', async () => {
    const [row] = await database.db.select().from(users).where(eq(users.id, client.user.id));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('finds the account whatever the case of the email', async () => {
    const response = await login({ email: 'JAMES@Example.TEST', password: testPassword });
    expect(response.statusCode).toBe(200);
  });

  it('answers a wrong password and an unknown email identically', async () => {
    const wrongPassword = await login({ email: 'james@example.test', password: 'not the password' });
    const unknownEmail = await login({ email: 'nobody@example.test', password: 'not the password' });

    for (const response of [wrongPassword, unknownEmail]) {
      expect(response.statusCode).toBe(401);
      expect(response.json()).toEqual({ message: 'These credentials do not match our records.' });
    }
    expect(wrongPassword.body).toBe(unknownEmail.body);
  });

  it('refuses a disabled account with the same answer, even with the right password', async () => {
    const disabled = await createUser(database.db, { firmId, disabledAt: clock.now() });
    const response = await login({ email: disabled.email, password: testPassword });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'These credentials do not match our records.' });
  });

  it('audits successes and failures without the password', async () => {
    const ip = freshIp();
    await login({ email: 'james@example.test', password: 'canary-wrong-password' }, ip);
    await login({ email: 'james@example.test', password: testPassword }, ip);

    const events = await database.db.select().from(auditEvents).where(eq(auditEvents.ip, ip));
    expect(events.map((event) => event.type)).toEqual(['auth.login.failed', 'auth.login.succeeded']);
    expect(events.every((event) => event.userId === client.user.id && event.firmId === firmId)).toBe(true);
    expect(JSON.stringify(events)).not.toContain('canary-wrong-password');
  });
});

describe('GET /api/user', () => {
  it('returns the client with their adviser, client record, permissions and firm flags', async () => {
    const response = await getUser(await tokenFor('james@example.test'));

    expect(response.statusCode).toBe(200);
    expect(userSchema.parse(response.json())).toEqual({
      id: client.user.id,
      name: 'James Carter',
      email: 'james@example.test',
      role: 'client',
      adviser: { id: adviser.id, name: 'Sarah Mitchell' },
      canSeeIpipeline: true,
      userPermissions: { 'fact-find.assets': { delete: false } },
      permissions: { 'fact-find.assets': { delete: false } },
      multi_factor_auth_enabled: false,
      multi_factor_auth_telephone: null,
      region: 'uk',
      client: {
        id: client.client.id,
        name: 'James Carter',
        joint_name: 'Emma Carter',
        dob: '1978-04-12',
        joint_dob: '1980-09-03',
        currency_symbol: '£',
      },
      // Person 1 of a joint household (features/household) whose partner has no sign-in yet.
      household: { person: 1, partner: { name: 'Emma Carter', invited: false, has_sign_in: false } },
    });
  });

  it('gives staff no client record and empty adviser strings', async () => {
    const response = await getUser(await tokenFor(adviser.email));
    expect(response.json()).toMatchObject({ role: 'adviser', adviser: { id: '', name: '' }, client: null });
    expect(response.json().household).toBeNull();
  });

  it('shows multi-factor settings, the telephone masked until the second factor is verified', async () => {
    const mfa = await createClientUser(database.db, {
      firmId,
      mfaEnabled: true,
      mfaTelephone: '+44 7700 900123',
    });
    const loggedIn = await login({ email: mfa.user.email, password: testPassword });
    expect(loggedIn.json().user).toMatchObject({
      multi_factor_auth_enabled: true,
      multi_factor_auth_telephone: '•••• 0123',
    });
    const token: string = loggedIn.json().token;
    expect((await getUser(token)).json()).toMatchObject({
      multi_factor_auth_enabled: true,
      multi_factor_auth_telephone: '•••• 0123',
    });
    await database.db
      .update(apiTokens)
      .set({ mfaPending: false })
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    expect((await getUser(token)).json()).toMatchObject({
      multi_factor_auth_enabled: true,
      multi_factor_auth_telephone: '+44 7700 900123',
    });
  });

  it('shows only what the code screen needs until the second factor is verified (no dates of birth, partner, adviser)', async () => {
    const household = await createClientUser(database.db, {
      firmId,
      adviserId: adviser.id,
      name: 'Ruth Okafor',
      jointName: 'Daniel Okafor',
      dob: '1971-02-14',
      jointDob: '1969-11-30',
      mfaEnabled: true,
      mfaTelephone: '+447700900456',
    });
    const loggedIn = await login({ email: household.user.email, password: testPassword });
    const token: string = loggedIn.json().token;
    const pendingUser = {
      id: household.user.id,
      name: '',
      email: household.user.email,
      role: 'client',
      adviser: { id: '', name: '' },
      canSeeIpipeline: false,
      userPermissions: {},
      permissions: {},
      multi_factor_auth_enabled: true,
      multi_factor_auth_telephone: '•••• 0456',
      region: 'uk',
      client: null,
      household: null,
    };
    const fromUser = await getUser(token);
    for (const body of [JSON.stringify(loggedIn.json()), fromUser.body]) {
      for (const secret of ['1971-02-14', '1969-11-30', 'Daniel', 'Ruth', 'Sarah Mitchell', '900456']) {
        expect(body).not.toContain(secret);
      }
    }
    expect(loggedIn.json().user).toEqual(pendingUser);
    expect(fromUser.json()).toEqual(pendingUser);

    // Once verified, the whole user.
    await database.db
      .update(apiTokens)
      .set({ mfaPending: false })
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    expect((await getUser(token)).json()).toMatchObject({
      name: 'Ruth Okafor',
      adviser: { id: adviser.id, name: 'Sarah Mitchell' },
      client: { dob: '1971-02-14', joint_name: 'Daniel Okafor', joint_dob: '1969-11-30' },
    });
  });

  it.each([
    ['no header', undefined],
    ['another scheme', 'Basic YWRtaW46YWRtaW4='],
    ['an unknown token', 'Bearer AAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAAA'],
    ['an empty bearer', 'Bearer '],
  ])('answers 401 Unauthenticated for %s', async (_case, authorization) => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/user',
      headers: authorization ? { authorization } : {},
    });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('refuses an expired token', async () => {
    const token = await createToken(database.db, {
      userId: client.user.id,
      expiresAt: new Date(clock.now().getTime() - 1000),
    });
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('refuses a revoked token', async () => {
    const token = await createToken(database.db, {
      userId: client.user.id,
      expiresAt: new Date(clock.now().getTime() + 60_000),
      revokedAt: clock.now(),
    });
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('refuses the token of a user disabled after logging in', async () => {
    const user = await createUser(database.db, { firmId });
    const token = await tokenFor(user.email);
    await database.db.update(users).set({ disabledAt: clock.now() }).where(eq(users.id, user.id));
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('stops accepting a token once its lifetime has passed', async () => {
    const token = await tokenFor('james@example.test');
    // Used every 20 minutes, so the idle timeout (30 minutes) never ends it first.
    for (let minutes = 0; minutes < 460; minutes += 20) {
      clock.advance(20 * 60_000);
      expect((await getUser(token)).statusCode).toBe(200);
    }
    clock.advance(19 * 60_000);
    expect((await getUser(token)).statusCode).toBe(200);
    clock.advance(2 * 60_000);
    expect((await getUser(token)).statusCode).toBe(401);
  });
});

describe('idle timeout', () => {
  it('ends a session unused for more than 30 minutes, whatever its absolute expiry', async () => {
    const token = await tokenFor('james@example.test');
    clock.advance(30 * 60_000);
    expect((await getUser(token)).statusCode).toBe(200);
    clock.advance(30 * 60_000 + 1000);
    expect((await getUser(token)).statusCode).toBe(401);
  });

  it('writes last_used_at at most about once a minute', async () => {
    const token = await tokenFor('james@example.test');
    const [before] = await database.db
      .select({ lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    await getUser(token);
    clock.advance(10_000);
    await getUser(token);
    const [after] = await database.db
      .select({ lastUsedAt: apiTokens.lastUsedAt })
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    expect(before?.lastUsedAt).toBeNull();
    expect(after?.lastUsedAt?.getTime()).toBe(clock.now().getTime() - 10_000);
  });
});

describe('POST /api/logout', () => {
  it('revokes the token it was called with', async () => {
    const token = await tokenFor('james@example.test');
    const other = await tokenFor('james@example.test');
    const logout = () =>
      t.app.inject({ method: 'POST', url: '/api/logout', headers: { authorization: `Bearer ${token}` } });

    const response = await logout();
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ message: 'Logged out.' });
    expect((await getUser(token)).statusCode).toBe(401);
    expect((await logout()).statusCode).toBe(401);
    // Other sessions of the same user are untouched.
    expect((await getUser(other)).statusCode).toBe(200);
  });

  it('needs a token', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/logout' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });
});
