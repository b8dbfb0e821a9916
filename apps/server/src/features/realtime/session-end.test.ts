import { userChannelName } from '@atrium/domain/contract/realtime';
import { desc, eq } from 'drizzle-orm';
import type Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import WebSocket from 'ws';
import { apiTokens, outbox, users } from '../../db/schema.ts';
import { hashToken } from '../../platform/tokens.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser, testPassword } from '../../test/factories.ts';
import { closeCodeOf, connectPusher, listen, subscribed, waitForState } from './test-clients.ts';

// Every way a sign-in session ends closes the sockets it authorised (4009: pusher-js does not reconnect), and only
// those; a signature it obtained opens nothing afterwards.
let port: number;
let firmId: number;
let adminToken: string;
const open: Pusher[] = [];
const inAnHour = () => new Date(Date.now() + 3_600_000);
const newPassword = 'a quiet harbour at dawn';
let ip = 0;

const { database, t } = useTestApp();

beforeAll(async () => {
  firmId = (await createFirm(database.db)).id;
  const admin = await createUser(database.db, { firmId, role: 'admin' });
  adminToken = await createToken(database.db, { userId: admin.id, expiresAt: inAnHour() });
  port = await listen(t.app);
});

afterEach(() => {
  for (const pusher of open.splice(0)) pusher.disconnect();
});

function call(method: 'POST' | 'PUT', url: string, token: string, payload?: object) {
  return t.app.inject({
    method,
    url,
    headers: { authorization: `Bearer ${token}` },
    remoteAddress: `198.51.100.${++ip}`,
    ...(payload ? { payload } : {}),
  });
}

// A client with a second factor, signed in with the password: their session waits for the code.
async function waitingForCode() {
  const waiting = await createClientUser(database.db, {
    firmId,
    mfaEnabled: true,
    mfaTelephone: '+447700900123',
  });
  const login = await t.app.inject({
    method: 'POST',
    url: '/api/login',
    payload: { email: waiting.user.email, password: testPassword },
    remoteAddress: `203.0.113.${++ip}`,
  });
  return { waiting, pending: login.json().token as string };
}

// A socket of this session, subscribed to its user's channel.
async function listening(userId: number, token: string) {
  const pusher = connectPusher({ port, token });
  open.push(pusher);
  const { channel, succeeded } = subscribed(pusher, userChannelName(userId));
  await succeeded;
  return { pusher, channel, closed: closeCodeOf(pusher) };
}

async function stillOpen(socket: { pusher: Pusher }) {
  // Long enough for a close published on the broker to have arrived.
  await new Promise((resolve) => setTimeout(resolve, 300));
  expect(socket.pusher.connection.state).toBe('connected');
}

async function twoSessionsOf(user: { id: number }) {
  const first = await createToken(database.db, { userId: user.id, expiresAt: inAnHour() });
  const second = await createToken(database.db, { userId: user.id, expiresAt: inAnHour() });
  return {
    first,
    second,
    firstSocket: await listening(user.id, first),
    secondSocket: await listening(user.id, second),
  };
}

describe('ending a session closes its sockets', () => {
  it('POST api/logout: that session only; the same user’s other session keeps its channel', async () => {
    const { user } = await createClientUser(database.db, { firmId });
    const { first, firstSocket, secondSocket } = await twoSessionsOf(user);
    expect((await call('POST', '/api/logout', first)).statusCode).toBe(200);
    expect(await firstSocket.closed).toBe(4009);
    await stillOpen(secondSocket);
    // Given up, not reconnecting with the dead token.
    await new Promise((resolve) => setTimeout(resolve, 1200));
    expect(firstSocket.pusher.connection.state).toMatch(/^(disconnected|failed)$/);
  });

  // The caller ends their other sessions: signing out the others, or changing the password.
  it.each([
    ['POST', 'api/profile/sessions/logout-others', 'the others', undefined],
    [
      'PUT',
      'api/profile/password',
      'every other session',
      { current_password: testPassword, password: newPassword, password_confirmation: newPassword },
    ],
  ] as const)('%s %s: %s; the caller’s own stays', async (method, url, _ends, payload) => {
    const { user } = await createClientUser(database.db, { firmId });
    const { first, firstSocket, secondSocket } = await twoSessionsOf(user);
    expect((await call(method, `/${url}`, first, payload)).statusCode).toBe(200);
    expect(await secondSocket.closed).toBe(4009);
    await stillOpen(firstSocket);
  });

  it('POST api/reset-password: every session', async () => {
    const { user } = await createClientUser(database.db, { firmId });
    const { firstSocket, secondSocket } = await twoSessionsOf(user);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      payload: { email: user.email },
    });
    expect(forgot.statusCode).toBe(200);
    const [mail] = await database.db
      .select()
      .from(outbox)
      .where(eq(outbox.to, user.email))
      .orderBy(desc(outbox.id))
      .limit(1);
    const token = /\/password\/reset\/([A-Za-z0-9_-]+)\?email=/.exec(mail?.text ?? '')?.[1] ?? '';
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/reset-password',
      payload: { token, email: user.email, password: newPassword, password_confirmation: newPassword },
    });
    expect(reset.statusCode).toBe(200);
    expect(await firstSocket.closed).toBe(4009);
    expect(await secondSocket.closed).toBe(4009);
  });

  it('POST api/adviser/team/{id}/deactivate: every session of the deactivated member', async () => {
    const member = await createUser(database.db, { firmId, role: 'adviser' });
    const { firstSocket, secondSocket } = await twoSessionsOf(member);
    expect((await call('POST', `/api/adviser/team/${member.id}/deactivate`, adminToken)).statusCode).toBe(
      200,
    );
    expect(await firstSocket.closed).toBe(4009);
    expect(await secondSocket.closed).toBe(4009);
  });

  it('POST api/adviser/clients/{id}/erasure: every session of the erased client', async () => {
    const erased = await createClientUser(database.db, { firmId, name: 'Ada Lovelace' });
    const { firstSocket } = await twoSessionsOf(erased.user);
    const response = await call('POST', `/api/adviser/clients/${erased.client.id}/erasure`, adminToken, {
      reason: 'The client asked for erasure.',
      confirm_name: 'Ada Lovelace',
    });
    expect(response.statusCode).toBe(200);
    expect(await firstSocket.closed).toBe(4009);
  });

  it('POST api/adviser/clients/{id}/reset-mfa: the sessions it revokes were waiting for a code, and such a session never gets a signature', async () => {
    const { waiting, pending } = await waitingForCode();
    const signature = await call('POST', '/api/realtime/auth', pending, {
      socket_id: '1.1',
      channel_name: userChannelName(waiting.user.id),
    });
    expect(signature.statusCode).toBe(403);
    expect(
      (await call('POST', `/api/adviser/clients/${waiting.client.id}/reset-mfa`, adminToken)).statusCode,
    ).toBe(200);
    const [row] = await database.db
      .select()
      .from(apiTokens)
      .where(eq(apiTokens.tokenHash, hashToken(pending)));
    expect(row?.revokedAt).not.toBeNull();
  });
});

// A bare socket that fetched its signature while the session was live, and subscribes only afterwards.
async function signedSocket(userId: number, token: string) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}/app/atrium?protocol=7&client=js&version=8.6.0`);
  const frames: { event: string; data: string }[] = [];
  const arrived = () =>
    new Promise<{ event: string; data: string }>((resolve) =>
      socket.once('message', (raw) => resolve(JSON.parse(raw.toString()))),
    );
  const established = await arrived();
  frames.push(established);
  const socketId = (JSON.parse(established.data) as { socket_id: string }).socket_id;
  const channel = userChannelName(userId);
  const signed = await call('POST', '/api/realtime/auth', token, {
    socket_id: socketId,
    channel_name: channel,
  });
  expect(signed.statusCode).toBe(200);
  return {
    async subscribe() {
      const reply = arrived();
      socket.send(JSON.stringify({ event: 'pusher:subscribe', data: { channel, ...signed.json() } }));
      return reply;
    },
    close: () => socket.terminate(),
  };
}

describe('a signature no longer opens a channel once its session is gone', () => {
  it.each([
    ['logged out', async (token: string) => void (await call('POST', '/api/logout', token))],
    [
      'expired',
      async (token: string) =>
        void (await database.db
          .update(apiTokens)
          .set({ expiresAt: new Date(Date.now() - 1000) })
          .where(eq(apiTokens.tokenHash, hashToken(token)))),
    ],
    [
      'idle past the timeout',
      async (token: string) =>
        void (await database.db
          .update(apiTokens)
          .set({
            createdAt: new Date(Date.now() - 24 * 3_600_000),
            lastUsedAt: new Date(Date.now() - 24 * 3_600_000),
          })
          .where(eq(apiTokens.tokenHash, hashToken(token)))),
    ],
    [
      'held by a user since disabled',
      async (token: string) => {
        const [row] = await database.db
          .select()
          .from(apiTokens)
          .where(eq(apiTokens.tokenHash, hashToken(token)));
        await database.db
          .update(users)
          .set({ disabledAt: new Date() })
          .where(eq(users.id, row?.userId ?? 0));
      },
    ],
  ])('%s', async (_case, end) => {
    const { user } = await createClientUser(database.db, { firmId });
    const token = await createToken(database.db, { userId: user.id, expiresAt: inAnHour() });
    const socket = await signedSocket(user.id, token);
    try {
      await end(token);
      const reply = await socket.subscribe();
      expect(reply.event).toBe('pusher:subscription_error');
      expect(JSON.parse(reply.data)).toMatchObject({ status: 401 });
    } finally {
      socket.close();
    }
  });

  it('while the session lives, the same signature opens the channel', async () => {
    const { user } = await createClientUser(database.db, { firmId });
    const token = await createToken(database.db, { userId: user.id, expiresAt: inAnHour() });
    const socket = await signedSocket(user.id, token);
    try {
      expect((await socket.subscribe()).event).toBe('pusher_internal:subscription_succeeded');
    } finally {
      socket.close();
    }
  });
});

describe('POST /broadcasting/user-auth (Pusher user authentication)', () => {
  it('answers pusher-js signin() with the signed-in user, and the gateway accepts it', async () => {
    const { user } = await createClientUser(database.db, { firmId });
    const token = await createToken(database.db, { userId: user.id, expiresAt: inAnHour() });
    const pusher = connectPusher({ port, token });
    open.push(pusher);
    await waitForState(pusher, 'connected');
    pusher.signin();
    // Resolved when the sign-in is over, whether it succeeded (user_data set) or failed (user_data null).
    await pusher.user.signinDonePromise;
    expect(pusher.user.user_data).toEqual({ id: String(user.id) });
    // pusher-js then subscribes to the user's #server-to-user channel, which only that signed-in user may hold.
    await vi.waitFor(() => expect(pusher.user.serverToUserChannel?.subscribed).toBe(true));
    expect(pusher.connection.state).toBe('connected');
  });

  it('answers {auth, user_data} for a form-encoded socket_id, 401 without a token, 403 while MFA is pending, 422 for a bad socket id', async () => {
    const { user } = await createClientUser(database.db, { firmId });
    const token = await createToken(database.db, { userId: user.id, expiresAt: inAnHour() });
    const post = (authorization: string | null, payload: string) =>
      t.app.inject({
        method: 'POST',
        url: '/broadcasting/user-auth',
        headers: {
          'content-type': 'application/x-www-form-urlencoded',
          ...(authorization ? { authorization } : {}),
        },
        payload,
      });
    const ok = await post(`Bearer ${token}`, 'socket_id=123.456');
    expect(ok.statusCode).toBe(200);
    expect(ok.json()).toEqual({
      auth: expect.stringMatching(/^atrium:[0-9a-f]{64}$/),
      user_data: JSON.stringify({ id: String(user.id) }),
    });
    expect(ok.headers['cache-control']).toBe('no-store');
    expect((await post(null, 'socket_id=123.456')).statusCode).toBe(401);
    expect((await post(`Bearer ${token}`, 'socket_id=abc')).statusCode).toBe(422);
    const { pending } = await waitingForCode();
    expect((await post(`Bearer ${pending}`, 'socket_id=123.456')).statusCode).toBe(403);
  });
});
