import { createServer } from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { apiTokens, firmDomains, users } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { announceEverySessionChanged, type SessionsEndedListener } from '../../platform/realtime/realtime.ts';
import { hashToken } from '../../platform/tokens.ts';
import {
  buildTestApp,
  createFakeClock,
  openTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
  useTestApp,
} from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser, testPassword } from '../../test/factories.ts';
import { hasRedis, redisUrl, useRedisInstances } from '../../test/redis.ts';
import { createSessionCache } from './session-cache.ts';

// The per-instance session cache (session-cache.ts) answers for the token lookup only while nothing can
// have changed: every way a session ends or changes is refused or seen at once, on this instance and on another.

let lastOctet = 0;
const freshIp = () => `203.0.113.${++lastOctet}`;

async function loginAs(app: TestApp['app'], email: string): Promise<string> {
  const response = await app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email, password: testPassword },
    remoteAddress: freshIp(),
  });
  expect(response.statusCode).toBe(200);
  return response.json().token;
}

const call = (app: TestApp['app'], token: string, url = '/api/user', method: 'GET' | 'POST' = 'GET') =>
  app.inject({ method, url, headers: { authorization: `Bearer ${token}` } });

describe('one instance (in-process broker)', () => {
  const clock = createFakeClock();
  const { database, t } = useTestApp({ clock });
  let firmId: number;

  beforeAll(async () => {
    firmId = (await createFirm(database.db, { name: 'Carter & Co' })).id;
  });

  async function signedInUser(role: 'adviser' | 'admin' = 'adviser') {
    const user = await createUser(database.db, { firmId, role });
    const token = await loginAs(t.app, user.email);
    // Twice: the second is answered from the cache, which the tests below must see through.
    expect((await call(t.app, token)).statusCode).toBe(200);
    expect((await call(t.app, token)).statusCode).toBe(200);
    return { user, token };
  }

  it('serves a session from memory: SQL changed behind the server is seen within a minute, not at once', async () => {
    const { token } = await signedInUser();
    // No session event: a revocation by hand. This is what the cache saves the lookup for, and its bound.
    await database.db
      .update(apiTokens)
      .set({ revokedAt: clock.now() })
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    expect((await call(t.app, token)).statusCode).toBe(200);
    clock.advance(60_000);
    expect((await call(t.app, token)).statusCode).toBe(401);
  });

  it('refuses a logged-out session on its next request', async () => {
    const { token } = await signedInUser();
    expect((await call(t.app, token, '/api/logout', 'POST')).statusCode).toBe(200);
    expect((await call(t.app, token)).statusCode).toBe(401);
  });

  it('refuses the other sessions signed out from the profile, and keeps the one that asked', async () => {
    const { user, token } = await signedInUser();
    const other = await loginAs(t.app, user.email);
    expect((await call(t.app, other)).statusCode).toBe(200);
    expect((await call(t.app, token, '/api/profile/sessions/logout-others', 'POST')).statusCode).toBe(200);
    expect((await call(t.app, other)).statusCode).toBe(401);
    expect((await call(t.app, token)).statusCode).toBe(200);
  });

  it('refuses every session of a password change but the one that made it', async () => {
    const { user, token } = await signedInUser();
    const other = await loginAs(t.app, user.email);
    expect((await call(t.app, other)).statusCode).toBe(200);
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        current_password: testPassword,
        password: 'a new and long passphrase 42',
        password_confirmation: 'a new and long passphrase 42',
      },
    });
    expect(changed.statusCode).toBe(200);
    expect((await call(t.app, other)).statusCode).toBe(401);
  });

  it('refuses a deactivated member at once, and serves a new role at once', async () => {
    const admin = await signedInUser('admin');
    const member = await signedInUser('admin');
    const team = '/api/adviser/team';
    expect((await call(t.app, member.token, team)).statusCode).toBe(200);
    const demoted = await t.app.inject({
      method: 'PUT',
      url: `${team}/${member.user.id}/role`,
      headers: { authorization: `Bearer ${admin.token}` },
      payload: { role: 'adviser' },
    });
    expect(demoted.statusCode).toBe(200);
    // The cached session said admin; the next request is an adviser's.
    expect((await call(t.app, member.token, team)).statusCode).toBe(403);
    expect((await call(t.app, member.token)).json().role).toBe('adviser');

    expect((await call(t.app, admin.token, `${team}/${member.user.id}/deactivate`, 'POST')).statusCode).toBe(
      200,
    );
    expect((await call(t.app, member.token)).statusCode).toBe(401);
  });

  it('refuses a cached session the moment its lifetime ends', async () => {
    const user = await createUser(database.db, { firmId });
    const token = await createToken(database.db, {
      userId: user.id,
      expiresAt: new Date(clock.now().getTime() + 45_000),
    });
    expect((await call(t.app, token)).statusCode).toBe(200);
    clock.advance(30_000);
    expect((await call(t.app, token)).statusCode).toBe(200);
    // Still fresh in memory (used 15 s ago), but its absolute expiry has come.
    clock.advance(15_000);
    expect((await call(t.app, token)).statusCode).toBe(401);
  });

  it('serves a token verified with its second factor at once (a pending token is never kept)', async () => {
    const user = await createUser(database.db, { firmId, mfaEnabled: true, mfaTelephone: '+447700900111' });
    const token = await loginAs(t.app, user.email);
    // While pending, GET api/user shows only the telephone's last digits (auth/service.ts toUser).
    expect((await call(t.app, token)).json().multi_factor_auth_telephone).not.toBe('+447700900111');
    expect((await call(t.app, token)).json().multi_factor_auth_telephone).not.toBe('+447700900111');
    await database.db
      .update(apiTokens)
      .set({ mfaPending: false })
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    expect((await call(t.app, token)).json().multi_factor_auth_telephone).toBe('+447700900111');
  });

  it('reads permissions with every request: a change shows on the next GET api/user', async () => {
    const { user, token } = await signedInUser();
    await database.db
      .update(users)
      .set({ permissions: { 'fact-find.assets': { delete: false } } })
      .where(eq(users.id, user.id));
    expect((await call(t.app, token)).json().permissions).toEqual({ 'fact-find.assets': { delete: false } });
  });
});

describe('the cache itself', () => {
  const auth: AuthContext = { userId: 7, firmId: 1, role: 'client', tokenId: 70, mfaPending: false };
  const session = { auth, expiresAt: 10_000_000, lastActiveAt: 0 };

  function withEvents(epoch: () => number | null = () => 1) {
    let listener: SessionsEndedListener = () => {};
    const cache = createSessionCache({
      events: {
        subscribe: (next) => {
          listener = next;
        },
        epoch,
      },
      freshForMs: 60_000,
      maxEntries: 2,
    });
    return { cache, end: (...args: Parameters<SessionsEndedListener>) => listener(...args) };
  }

  it('does not keep a lookup that was running when a session event arrived', () => {
    const { cache, end } = withEvents();
    const started = cache.begin();
    end(99, 'all');
    cache.set('h', 'portal.test', session, started);
    expect(cache.get('h', 'portal.test', 1000)).toBeNull();
  });

  it('answers only at the host it was read for, only while fresh, and drops only the ended sessions', () => {
    const { cache, end } = withEvents();
    cache.set('h', 'a.test', session, cache.begin());
    expect(cache.get('h', 'b.test', 1000)).toBeNull();
    expect(cache.get('h', 'a.test', 59_999)).toEqual(auth);
    expect(cache.get('h', 'a.test', 60_000)).toBeNull();
    cache.set('h', 'a.test', { ...session, lastActiveAt: 60_000 }, cache.begin());
    end(7, new Set([71]));
    expect(cache.get('h', 'a.test', 61_000)).toEqual(auth);
    end(7, new Set([70]));
    expect(cache.get('h', 'a.test', 61_000)).toBeNull();
  });

  it('serves nothing while the broker may miss messages, nor afterwards what it learnt before the gap', () => {
    let epoch: number | null = 1;
    const { cache } = withEvents(() => epoch);
    cache.set('h', 'a.test', session, cache.begin());
    epoch = null;
    expect(cache.get('h', 'a.test', 1000)).toBeNull();
    cache.set('h2', 'a.test', session, cache.begin());
    epoch = 2;
    expect(cache.get('h2', 'a.test', 1000)).toBeNull();
    expect(cache.get('h', 'a.test', 1000)).toBeNull();
  });

  it('keeps at most maxEntries, dropping the oldest', () => {
    const { cache } = withEvents();
    for (const hash of ['a', 'b', 'c']) cache.set(hash, 'x', session, cache.begin());
    expect(cache.size).toBe(2);
    expect(cache.get('a', 'x', 1000)).toBeNull();
    expect(cache.get('c', 'x', 1000)).toEqual(auth);
  });
});

// Polls up to a second: the broker's message crosses Redis to the other instance's socket.
async function eventually(check: () => Promise<boolean>): Promise<number> {
  const started = Date.now();
  while (!(await check())) {
    if (Date.now() - started > 1000) throw new Error('not within 1 s');
    await new Promise((resolve) => setTimeout(resolve, 2));
  }
  return Date.now() - started;
}

describe.skipIf(!hasRedis)('two instances sharing Redis', () => {
  // Each instance hears the sessions channel before anything is cached.
  const { database, instances } = useRedisInstances(2, { settleMs: 200 });
  let a: TestApp;
  let b: TestApp;
  let firmId: number;

  beforeAll(async () => {
    [a, b] = instances as [TestApp, TestApp];
    firmId = (await createFirm(database.db)).id;
  });

  it('refuses on B a session B cached, once A logs it out', async () => {
    const { user } = await createClientUser(database.db, { firmId });
    const token = await loginAs(a.app, user.email);
    expect((await call(b.app, token)).statusCode).toBe(200);
    expect((await call(b.app, token)).statusCode).toBe(200);
    expect((await call(a.app, token, '/api/logout', 'POST')).statusCode).toBe(200);
    expect((await call(a.app, token)).statusCode).toBe(401);
    await eventually(async () => (await call(b.app, token)).statusCode === 401);
  });

  it("refuses on B a member A's admin deactivated, and serves B the new role", async () => {
    const admin = await createUser(database.db, { firmId, role: 'admin' });
    const member = await createUser(database.db, { firmId, role: 'admin' });
    const adminToken = await loginAs(a.app, admin.email);
    const memberToken = await loginAs(b.app, member.email);
    const team = '/api/adviser/team';
    expect((await call(b.app, memberToken, team)).statusCode).toBe(200);
    expect((await call(b.app, memberToken, team)).statusCode).toBe(200);
    const demoted = await a.app.inject({
      method: 'PUT',
      url: `${team}/${member.id}/role`,
      headers: { authorization: `Bearer ${adminToken}` },
      payload: { role: 'adviser' },
    });
    expect(demoted.statusCode).toBe(200);
    await eventually(async () => (await call(b.app, memberToken, team)).statusCode === 403);
    expect((await call(a.app, adminToken, `${team}/${member.id}/deactivate`, 'POST')).statusCode).toBe(200);
    await eventually(async () => (await call(b.app, memberToken)).statusCode === 401);
  });
});

describe.skipIf(!hasRedis)('a firm created while instances run (npm run firm:create)', () => {
  const { database, instances, prefix } = useRedisInstances(1, { settleMs: 200 });
  let t: TestApp;

  beforeAll(() => {
    t = instances[0] as TestApp;
  });

  it("refuses the default firm's cached session at a host the new firm now claims", async () => {
    const defaultFirm = await createFirm(database.db);
    const { user } = await createClientUser(database.db, { firmId: defaultFirm.id });
    const token = await loginAs(t.app, user.email);
    const atHost = () =>
      t.app.inject({
        method: 'GET',
        url: '/api/user',
        headers: { authorization: `Bearer ${token}`, host: 'new-firm.example.test' },
      });
    // No firm claims the host yet: the default firm's session is good there, and cached.
    expect((await atHost()).statusCode).toBe(200);
    expect((await atHost()).statusCode).toBe(200);
    const newFirm = await createFirm(database.db, { name: 'New firm' });
    await database.db.insert(firmDomains).values({ firmId: newFirm.id, domain: 'new-firm.example.test' });
    await announceEverySessionChanged(redisUrl, prefix);
    await eventually(async () => (await atHost()).statusCode === 401);
  });
});

describe('with Redis unreachable', () => {
  let database: TestDatabase;
  let t: TestApp;
  let firmId: number;

  beforeAll(async () => {
    database = await openTestDatabase();
    firmId = (await createFirm(database.db)).id;
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as { port: number };
    await new Promise((resolve) => server.close(resolve));
    t = await buildTestApp(database, { config: testConfig({ REDIS_URL: `redis://127.0.0.1:${port}` }) });
  });

  afterAll(async () => {
    await t?.app.close();
    await database?.close();
  });

  it('reads every session from the database: another instance could end one unheard', async () => {
    const { user } = await createClientUser(database.db, { firmId });
    const token = await loginAs(t.app, user.email);
    expect((await call(t.app, token)).statusCode).toBe(200);
    expect((await call(t.app, token)).statusCode).toBe(200);
    // As another instance would, with its message lost: only the database knows.
    await database.db
      .update(apiTokens)
      .set({ revokedAt: new Date() })
      .where(eq(apiTokens.tokenHash, hashToken(token)));
    expect((await call(t.app, token)).statusCode).toBe(401);
  });
});
