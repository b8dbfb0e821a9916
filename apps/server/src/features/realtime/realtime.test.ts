import { userChannelName } from '@atrium/domain/contract/realtime';
import { eq } from 'drizzle-orm';
import Echo from 'laravel-echo';
import Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiTokens } from '../../db/schema.ts';
import { hashToken } from '../../platform/tokens.ts';
import { testConfig, useTestApp } from '../../test/build-test-app.ts';
import { expectInvalidFields } from '../../test/expect.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';
import { connectPusher, listen, nextEvent, subscribed, waitForState } from './test-clients.ts';

let port: number;
let client: Awaited<ReturnType<typeof createClientUser>>;
let other: Awaited<ReturnType<typeof createClientUser>>;
let clientToken: string;
let clientTokenId: number;
let adviserToken: string;
let adviserId: number;
let firmId: number;
const open: Pusher[] = [];

const inAnHour = () => new Date(Date.now() + 3_600_000);

function connect(token = clientToken, endpoint?: string) {
  const pusher = connectPusher({ port, token, ...(endpoint ? { endpoint } : {}) });
  open.push(pusher);
  return pusher;
}

const { database, t } = useTestApp({ config: testConfig({ LOG_LEVEL: 'trace' }) });
beforeAll(async () => {
  const firm = await createFirm(database.db);
  const adviser = await createUser(database.db, { firmId: firm.id, role: 'adviser', name: 'Sarah Mitchell' });
  adviserId = adviser.id;
  firmId = firm.id;
  client = await createClientUser(database.db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'James Carter',
  });
  other = await createClientUser(database.db, { firmId: firm.id, adviserId: adviser.id });
  clientToken = await createToken(database.db, { userId: client.user.id, expiresAt: inAnHour() });
  const [clientTokenRow] = await database.db
    .select({ id: apiTokens.id })
    .from(apiTokens)
    .where(eq(apiTokens.tokenHash, hashToken(clientToken)));
  clientTokenId = clientTokenRow?.id ?? 0;
  adviserToken = await createToken(database.db, { userId: adviser.id, expiresAt: inAnHour() });
  // Logging everything, to check that no secret reaches a log line.
  port = await listen(t.app);
});

const echoes: Echo<'pusher'>[] = [];

afterEach(() => {
  for (const pusher of open.splice(0)) pusher.disconnect();
  for (const echo of echoes.splice(0)) echo.disconnect();
});

function authorise(body: string | Record<string, string>, options: { token?: string; url?: string } = {}) {
  const isForm = typeof body === 'string';
  return t.app.inject({
    method: 'POST',
    url: options.url ?? '/api/realtime/auth',
    headers: {
      ...(options.token === '' ? {} : { authorization: `Bearer ${options.token ?? clientToken}` }),
      'content-type': isForm ? 'application/x-www-form-urlencoded' : 'application/json',
    },
    payload: isForm ? body : JSON.stringify(body),
  });
}

// Laravel Echo as a Laravel front end would configure it, on its default /broadcasting/auth.
function connectEcho(token: string) {
  const echo = new Echo({
    broadcaster: 'pusher',
    key: 'atrium',
    cluster: 'mt1',
    wsHost: '127.0.0.1',
    wsPort: port,
    forceTLS: false,
    enabledTransports: ['ws'],
    authEndpoint: `http://127.0.0.1:${port}/broadcasting/auth`,
    bearerToken: token,
    Pusher,
  });
  echoes.push(echo);
  return echo;
}

function sendFromAdviser(message: string) {
  return t.app.inject({
    method: 'POST',
    url: `/api/adviser/clients/${client.client.id}/messages`,
    headers: { authorization: `Bearer ${adviserToken}` },
    payload: { message },
  });
}

describe('the Pusher protocol with the real pusher-js', () => {
  it('connects and gets a digits.digits socket id', async () => {
    const pusher = connect();
    await waitForState(pusher, 'connected');
    expect(pusher.connection.socket_id).toMatch(/^\d+\.\d+$/);
  });

  it('authorises the own channel and delivers conversation.updated', async () => {
    const pusher = connect();
    const { channel, succeeded } = subscribed(pusher, userChannelName(client.user.id));
    await succeeded;
    const received = nextEvent<Record<string, unknown>>(channel, 'conversation.updated');
    const sent = await sendFromAdviser('Your pension transfer is through.');
    expect(sent.statusCode).toBe(200);
    const payload = await received;
    expect(payload).toMatchObject({
      message: {
        body: 'Your pension transfer is through.',
        sender: { name: 'Sarah Mitchell', role: 'adviser', is_me: false },
      },
      client_id: client.client.id,
      sequence: sent.json().messages[0].id,
      timestamp: sent.json().messages[0].createdAt,
    });
  });

  it("refuses another user's channel with subscription_error and keeps the socket open", async () => {
    const pusher = connect();
    const channel = pusher.subscribe(userChannelName(other.user.id));
    const error = await nextEvent<{ type: string; status: number }>(channel, 'pusher:subscription_error');
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
    expect(pusher.connection.state).toBe('connected');
    const own = subscribed(pusher, userChannelName(client.user.id));
    await own.succeeded;
  });
});

describe('Laravel Echo on top of it', () => {
  it(".listen('.conversation.updated') receives new messages", async () => {
    const echo = connectEcho(clientToken);
    const received = new Promise<{ message: { body: string } }>((resolve) => {
      echo.private(`user.${client.user.id}.updates`).listen('.conversation.updated', resolve);
    });
    await new Promise<void>((resolve) => {
      echo.private(`user.${client.user.id}.updates`).subscribed(() => resolve());
    });
    await sendFromAdviser('Hello from Echo land.');
    expect((await received).message.body).toBe('Hello from Echo land.');
  });

  it('.notification() receives notifications with id and type', async () => {
    const echo = connectEcho(clientToken);
    const channel = echo.private(`user.${client.user.id}.updates`);
    const received = new Promise<Record<string, unknown>>((resolve) => channel.notification(resolve));
    await new Promise<void>((resolve) => channel.subscribed(() => resolve()));
    const created = await t.app.inject({
      method: 'POST',
      url: `/api/adviser/clients/${client.client.id}/notifications`,
      headers: { authorization: `Bearer ${adviserToken}` },
      payload: { title: 'Documents ready', body: 'Your suitability report is ready.', link: '/documents' },
    });
    expect(created.statusCode).toBe(201);
    expect(await received).toMatchObject({
      id: created.json().data.id,
      type: 'adviser-notice',
      title: 'Documents ready',
      body: 'Your suitability report is ready.',
      link: '/documents',
    });
  });

  it('.error() sees a refused subscription', async () => {
    const echo = connectEcho(clientToken);
    const error = await new Promise<{ status: number }>((resolve) => {
      echo.private(`user.${other.user.id}.updates`).error(resolve);
    });
    expect(error).toMatchObject({ type: 'AuthError', status: 403 });
  });
});

describe('POST api/realtime/auth', () => {
  const socketId = '123.456';

  it('signs the own channel for a form-encoded request, as pusher-js sends it', async () => {
    const channel = userChannelName(client.user.id);
    const response = await authorise(`socket_id=${socketId}&channel_name=${encodeURIComponent(channel)}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      auth: expect.stringMatching(/^atrium:[0-9a-f]{64}$/),
      // The session the signature is bound to: the token that asked.
      channel_data: JSON.stringify({ session_id: String(clientTokenId) }),
    });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it('accepts JSON, and answers at /broadcasting/auth too', async () => {
    const body = { socket_id: socketId, channel_name: userChannelName(client.user.id) };
    const json = await authorise(body);
    const echo = await authorise(body, { url: '/broadcasting/auth' });
    expect(json.statusCode).toBe(200);
    expect(echo.json()).toEqual(json.json());
  });

  it("refuses another user's channel with 403", async () => {
    const response = await authorise({ socket_id: socketId, channel_name: userChannelName(other.user.id) });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({ message: 'You may only listen to your own updates.' });
  });

  it.each([
    ['a public channel', 'news'],
    ['a presence channel', `presence-user.${1}.updates`],
    ['a look-alike', `private-user.0${1}.updates`],
  ])('refuses %s with 403', async (_name, channel) => {
    const response = await authorise({ socket_id: socketId, channel_name: channel });
    expect(response.statusCode).toBe(403);
  });

  it('asks for a token first', async () => {
    const response = await authorise({ socket_id: socketId, channel_name: 'x' }, { token: '' });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('answers 422 for a malformed socket id or a missing channel', async () => {
    const response = await authorise({ socket_id: 'abc' });
    expectInvalidFields(response, ['channel_name', 'socket_id']);
  });

  it('never writes the realtime secret or a signature to the log', async () => {
    const response = await authorise({ socket_id: socketId, channel_name: userChannelName(client.user.id) });
    const pusher = connect();
    await subscribed(pusher, userChannelName(client.user.id)).succeeded;
    await nextEvent(pusher.subscribe(userChannelName(other.user.id)), 'pusher:subscription_error');
    expect(t.logs()).toContain('/api/realtime/auth');
    expect(t.logs()).not.toContain(testConfig().realtime.secret);
    expect(t.logs()).not.toContain(response.json().auth.split(':')[1]);
  });
});

describe('when a client loses access', () => {
  it('closes their open sockets with 4009 and pusher-js does not reconnect', async () => {
    const leaving = await createClientUser(database.db, { firmId, adviserId });
    const token = await createToken(database.db, { userId: leaving.user.id, expiresAt: inAnHour() });
    const pusher = connect(token);
    await subscribed(pusher, userChannelName(leaving.user.id)).succeeded;
    const staying = connect();
    await subscribed(staying, userChannelName(client.user.id)).succeeded;
    const states: string[] = [];
    pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));

    const response = await t.app.inject({
      method: 'POST',
      url: `/api/adviser/clients/${leaving.client.id}/portal-access`,
      headers: { authorization: `Bearer ${adviserToken}` },
      payload: { enabled: false },
    });
    expect(response.statusCode).toBe(200);
    await vi.waitFor(() => expect(pusher.connection.state).not.toBe('connected'), { timeout: 5000 });
    // Long enough for a retry (4100–4199 retry after a second), which must not come.
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(states).not.toContain('connected');
    expect(pusher.connection.state).toMatch(/^(disconnected|failed)$/);
    // Other users' sockets stay open.
    expect(staying.connection.state).toBe('connected');
  });
});
