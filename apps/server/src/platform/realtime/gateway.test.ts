import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { userChannelName } from '@atrium/domain/contract/realtime';
import pino from 'pino';
import Pusher from 'pusher-js';
import { afterEach, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { hostNameOf } from '../forwarded.ts';
import { createLocalBroker } from './broker.ts';
import { createGateway, encodeRevocation, type GatewayOptions, revokeEvent } from './gateway.ts';
import { channelDataOf, signChannel, signUser } from './signature.ts';

const credentials = { key: 'test-key', secret: 'test-secret' };
const cleanups: (() => Promise<void> | void)[] = [];

afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup();
});

async function startGateway(options: Partial<GatewayOptions> = {}) {
  const broker = createLocalBroker();
  const gateway = createGateway({
    credentials,
    broker,
    logger: pino({ level: 'silent' }),
    firmServingAt: async () => 1,
    liveSessions: async (ids) => new Set(ids),
    ...options,
  });
  const server: Server = createServer((_request, response) => response.end());
  gateway.attach(server);
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  cleanups.push(async () => {
    await gateway.drain(0);
    server.closeAllConnections();
    await new Promise((resolve) => server.close(resolve));
  });
  return { gateway, broker, port, server };
}

type Frame = { event: string; channel?: string; data: string };

// A bare protocol client: every frame the server sends, in order, and the close code.
function rawClient(
  port: number,
  path = `/app/${credentials.key}?protocol=7&client=js&version=8.6.0`,
  headers: Record<string, string> = {},
) {
  const socket = new WebSocket(`ws://127.0.0.1:${port}${path}`, { headers });
  const frames: Frame[] = [];
  const waiters: { test: (frame: Frame) => boolean; resolve: (frame: Frame) => void }[] = [];
  socket.on('message', (raw) => {
    const frame = JSON.parse(raw.toString()) as Frame;
    frames.push(frame);
    for (const waiter of [...waiters]) {
      if (waiter.test(frame)) {
        waiters.splice(waiters.indexOf(waiter), 1);
        waiter.resolve(frame);
      }
    }
  });
  const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
  cleanups.push(() => socket.terminate());
  const next = (event: string, timeoutMs = 3000) =>
    new Promise<Frame>((resolve, reject) => {
      const seen = frames.find((frame) => frame.event === event);
      if (seen) {
        frames.splice(frames.indexOf(seen), 1);
        return resolve(seen);
      }
      const timer = setTimeout(() => reject(new Error(`no ${event}`)), timeoutMs);
      waiters.push({
        test: (frame) => frame.event === event,
        resolve: (frame) => {
          clearTimeout(timer);
          frames.splice(frames.indexOf(frame), 1);
          resolve(frame);
        },
      });
    });
  const send = (event: string, data: unknown) => socket.send(JSON.stringify({ event, data }));
  return { socket, frames, next, send, closed };
}

async function connected(port: number, headers: Record<string, string> = {}) {
  const client = rawClient(port, undefined, headers);
  const established = await client.next('pusher:connection_established');
  const { socket_id: socketId } = JSON.parse(established.data) as { socket_id: string };
  // Signed as the auth endpoint signs: bound to a session (1 unless told otherwise).
  const subscribe = (channel: string, auth?: string, channelData: string | undefined = channelDataOf(1)) =>
    client.send('pusher:subscribe', {
      channel,
      auth: auth ?? signChannel(credentials, socketId, channel, channelData),
      channel_data: channelData,
    });
  return { ...client, socketId, subscribe };
}

describe('the handshake', () => {
  it('sends connection_established with data as a JSON string, a digits.digits id and 120 s', async () => {
    const { port } = await startGateway();
    const client = rawClient(port);
    const frame = await client.next('pusher:connection_established');
    expect(typeof frame.data).toBe('string');
    expect(JSON.parse(frame.data)).toEqual({
      socket_id: expect.stringMatching(/^\d+\.\d+$/),
      activity_timeout: 120,
    });
  });

  it('answers pusher:ping with pusher:pong', async () => {
    const { port } = await startGateway();
    const client = await connected(port);
    client.send('pusher:ping', {});
    expect((await client.next('pusher:pong')).data).toBe('{}');
  });

  it.each([
    ['an unknown app key', '/app/wrong-key?protocol=7', 4001],
    ['no protocol version', `/app/${credentials.key}`, 4008],
    ['an unsupported protocol version', `/app/${credentials.key}?protocol=2`, 4007],
  ])('closes for %s with a code that tells the client not to retry', async (_name, path, code) => {
    const { port } = await startGateway();
    const client = rawClient(port, path);
    expect(JSON.parse((await client.next('pusher:error')).data)).toMatchObject({ code });
    expect(await client.closed).toBe(code);
  });

  it('refuses upgrades outside /app/{key}', async () => {
    const { port } = await startGateway();
    const socket = new WebSocket(`ws://127.0.0.1:${port}/elsewhere`);
    const status = await new Promise<number>((resolve) =>
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(404);
  });
});

describe('subscriptions', () => {
  it('accepts a valid signature and delivers events with data as a JSON string', async () => {
    const { port, broker } = await startGateway();
    const client = await connected(port);
    const channel = userChannelName(7);
    client.subscribe(channel);
    const succeeded = await client.next('pusher_internal:subscription_succeeded');
    expect(succeeded).toEqual({ event: 'pusher_internal:subscription_succeeded', channel, data: '{}' });
    expect(await broker.publish(7, 'conversation.updated', '{"sequence":1}')).toBe(1);
    expect(await client.next('conversation.updated')).toEqual({
      event: 'conversation.updated',
      channel,
      data: '{"sequence":1}',
    });
  });

  it('refuses a forged signature with subscription_error and keeps the socket open', async () => {
    const { port, broker } = await startGateway();
    const client = await connected(port);
    const channel = userChannelName(7);
    const forged = signChannel({ ...credentials, secret: 'guessed' }, client.socketId, channel);
    client.subscribe(channel, forged);
    const error = await client.next('pusher:subscription_error');
    expect(error.channel).toBe(channel);
    expect(JSON.parse(error.data)).toEqual({ type: 'AuthError', error: 'Invalid signature.', status: 401 });
    expect(await broker.publish(7, 'conversation.updated', '{}')).toBe(0);
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
  });

  it('refuses a signature made for another socket or channel', async () => {
    const { port } = await startGateway();
    const client = await connected(port);
    const refusal = { type: 'AuthError', error: 'Invalid signature.', status: 401 };
    client.subscribe(userChannelName(7), signChannel(credentials, '1.1', userChannelName(7)));
    const otherSocket = await client.next('pusher:subscription_error');
    expect(otherSocket.channel).toBe(userChannelName(7));
    expect(JSON.parse(otherSocket.data)).toEqual(refusal);
    client.subscribe(userChannelName(7), signChannel(credentials, client.socketId, userChannelName(8)));
    const otherChannel = await client.next('pusher:subscription_error');
    expect(otherChannel.channel).toBe(userChannelName(7));
    expect(JSON.parse(otherChannel.data)).toEqual(refusal);
  });

  it('offers only private user channels', async () => {
    const { port } = await startGateway();
    const client = await connected(port);
    client.subscribe('public-news');
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toMatchObject({ status: 403 });
  });

  it('refuses client events without closing', async () => {
    const { port } = await startGateway();
    const client = await connected(port);
    client.socket.send(JSON.stringify({ event: 'client-typing', channel: userChannelName(7), data: {} }));
    expect(JSON.parse((await client.next('pusher:error')).data)).toMatchObject({ code: 4301 });
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('stops delivering after pusher:unsubscribe', async () => {
    const { port, broker } = await startGateway();
    const client = await connected(port);
    client.subscribe(userChannelName(7));
    await client.next('pusher_internal:subscription_succeeded');
    client.send('pusher:unsubscribe', { channel: userChannelName(7) });
    client.send('pusher:ping', {});
    await client.next('pusher:pong');
    expect(await broker.publish(7, 'conversation.updated', '{}')).toBe(0);
  });
});

describe('the host a socket connected to (firms told apart by host)', () => {
  // User 7's firm (1) is served at alpha.example only.
  const firmServingAt = async (userId: number, host: string) =>
    userId === 7 && host === 'alpha.example' ? 1 : null;

  it("holds a user's channel at a host that serves their firm, asked without the port", async () => {
    const asked: string[] = [];
    const { port } = await startGateway({
      firmServingAt: async (userId, host) => {
        asked.push(host);
        return firmServingAt(userId, host);
      },
    });
    const client = await connected(port, { host: 'alpha.example:8443' });
    client.subscribe(userChannelName(7));
    await client.next('pusher_internal:subscription_succeeded');
    expect(asked).toEqual(['alpha.example']);
  });

  it("refuses a validly signed channel on a socket at another firm's host, and delivers it nothing", async () => {
    const { port, broker } = await startGateway({ firmServingAt });
    const client = await connected(port, { host: 'beta.example' });
    client.subscribe(userChannelName(7));
    const error = await client.next('pusher:subscription_error');
    expect(JSON.parse(error.data)).toEqual({
      type: 'AuthError',
      error: "This account is not served at this portal's address.",
      status: 403,
    });
    expect(await broker.publish(7, 'conversation.updated', '{}')).toBe(0);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('refuses with 503 when the check cannot be made, and holds nothing', async () => {
    const { port, broker } = await startGateway({
      firmServingAt: async () => {
        throw new Error('database down');
      },
    });
    const client = await connected(port, { host: 'alpha.example' });
    client.subscribe(userChannelName(7));
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toMatchObject({ status: 503 });
    expect(await broker.publish(7, 'conversation.updated', '{}')).toBe(0);
  });

  it('reads the host from X-Forwarded-Host only when told to (behind a trusted proxy)', async () => {
    const { port } = await startGateway({ firmServingAt });
    const spoofed = await connected(port, { host: 'beta.example', 'x-forwarded-host': 'alpha.example' });
    spoofed.subscribe(userChannelName(7));
    expect(JSON.parse((await spoofed.next('pusher:subscription_error')).data)).toMatchObject({ status: 403 });

    const behindProxy = await startGateway({ firmServingAt, trustProxy: 1 });
    const forwarded = await connected(behindProxy.port, {
      host: 'beta.example',
      'x-forwarded-host': 'alpha.example',
    });
    forwarded.subscribe(userChannelName(7));
    await forwarded.next('pusher_internal:subscription_succeeded');
  });
});

describe('hostNameOf', () => {
  it('drops the port, keeps an IPv6 address in brackets, and answers empty for no header', () => {
    expect(hostNameOf('alpha.example:8443')).toBe('alpha.example');
    expect(hostNameOf('[::1]:3000')).toBe('[::1]');
    expect(hostNameOf(undefined)).toBe('');
  });
});

describe('limits', () => {
  it('caps subscriptions per socket', async () => {
    const { port } = await startGateway({ limits: { maxSubscriptionsPerSocket: 2 } });
    const client = await connected(port);
    for (const id of [1, 2]) {
      client.subscribe(userChannelName(id));
      await client.next('pusher_internal:subscription_succeeded');
    }
    client.subscribe(userChannelName(3));
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toMatchObject({ status: 429 });
  });

  it('caps sockets per user', async () => {
    const { port } = await startGateway({ limits: { maxSocketsPerUser: 2 } });
    const results: string[] = [];
    for (let i = 0; i < 3; i++) {
      const client = await connected(port);
      client.subscribe(userChannelName(9));
      const frame = await Promise.race([
        client.next('pusher_internal:subscription_succeeded'),
        client.next('pusher:subscription_error'),
      ]);
      results.push(frame.event);
    }
    expect(results).toEqual([
      'pusher_internal:subscription_succeeded',
      'pusher_internal:subscription_succeeded',
      'pusher:subscription_error',
    ]);
  });

  it('caps new connections per address with 4100 (retry after a second)', async () => {
    const { port } = await startGateway({ limits: { connectionsPerIpPerMinute: 2 } });
    await connected(port);
    await connected(port);
    const third = rawClient(port);
    expect(await third.closed).toBe(4100);
  });

  it('closes a socket that sends an oversized message', async () => {
    const { port } = await startGateway({ limits: { maxMessageBytes: 1024 } });
    const client = await connected(port);
    client.send('pusher:subscribe', { channel: 'x'.repeat(2048) });
    expect(await client.closed).toBe(1009);
  });

  it('pings an idle socket and closes it with 4201 when no pong comes', async () => {
    const { port } = await startGateway({ idleMs: 100, pongTimeoutMs: 100, sweepMs: 25 });
    const client = await connected(port);
    await client.next('pusher:ping');
    expect(await client.closed).toBe(4201);
  });

  it('keeps an idle socket that answers the ping', async () => {
    const { port } = await startGateway({ idleMs: 100, pongTimeoutMs: 150, sweepMs: 25 });
    const client = await connected(port);
    await client.next('pusher:ping');
    client.send('pusher:pong', {});
    await client.next('pusher:ping');
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('shutdown', () => {
  it('closes every socket with 4200 in batches spread over the given time', async () => {
    const { port, gateway } = await startGateway();
    const clients = await Promise.all(Array.from({ length: 10 }, () => connected(port)));
    const closedAt: number[] = [];
    const started = Date.now();
    const codes = clients.map((client) =>
      client.closed.then((code) => {
        closedAt.push(Date.now() - started);
        return code;
      }),
    );
    // 500 ms in steps of 100 ms: five batches of two, the last about 400 ms in.
    await gateway.drain(500, 100);
    expect(await Promise.all(codes)).toEqual(Array(10).fill(4200));
    closedAt.sort((a, b) => a - b);
    expect(closedAt[0]).toBeLessThan(150);
    expect(closedAt[9]).toBeGreaterThanOrEqual(350);
  });

  it('refuses new sockets while draining', async () => {
    const { port, gateway } = await startGateway();
    await gateway.drain(0);
    const socket = new WebSocket(`ws://127.0.0.1:${port}/app/${credentials.key}?protocol=7`);
    const status = await new Promise<number>((resolve) =>
      socket.on('unexpected-response', (_request, response) => resolve(response.statusCode ?? 0)),
    );
    expect(status).toBe(503);
  });
});

describe('close codes as pusher-js reacts to them', () => {
  function pusherClient(port: number, key = credentials.key) {
    const pusher = new Pusher(key, {
      cluster: 'mt1',
      wsHost: '127.0.0.1',
      wsPort: port,
      forceTLS: false,
      enabledTransports: ['ws'],
    });
    cleanups.push(() => pusher.disconnect());
    return pusher;
  }

  it('4001 (unknown key): pusher-js gives up instead of retrying', async () => {
    const { port } = await startGateway();
    const pusher = pusherClient(port, 'wrong-key');
    const states: string[] = [];
    pusher.connection.bind('state_change', ({ current }: { current: string }) => states.push(current));
    await new Promise((resolve) => setTimeout(resolve, 1500));
    expect(states).not.toContain('connected');
    expect(pusher.connection.state).toMatch(/^(disconnected|failed)$/);
  });

  it('4200 (restart): pusher-js reconnects at once with a new socket id', async () => {
    const { port, gateway, server } = await startGateway();
    const pusher = pusherClient(port);
    await new Promise<void>((resolve) => pusher.connection.bind('connected', () => resolve()));
    const first = pusher.connection.socket_id;
    const reconnected = new Promise<string>((resolve) =>
      pusher.connection.bind('connected', () => resolve(pusher.connection.socket_id)),
    );
    const at = Date.now();
    // A restart behind a load balancer: new sockets reach another gateway while this one drains.
    server.removeAllListeners('upgrade');
    const next = createGateway({
      credentials,
      broker: createLocalBroker(),
      logger: pino({ level: 'silent' }),
      firmServingAt: async () => 1,
      liveSessions: async (ids) => new Set(ids),
    });
    next.attach(server);
    cleanups.push(() => next.drain(0));
    await gateway.drain(0);
    expect(await reconnected).not.toBe(first);
    expect(Date.now() - at).toBeLessThan(900);
  });
});

describe('subscriptions bound to the sign-in session that authorised them', () => {
  it('refuses a signature without a session (channel_data), as signed before subscriptions were bound', async () => {
    const { port, broker } = await startGateway();
    const client = await connected(port);
    const channel = userChannelName(7);
    client.subscribe(channel, signChannel(credentials, client.socketId, channel), undefined);
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toMatchObject({ status: 401 });
    expect(await broker.publish(7, 'conversation.updated', '{}')).toBe(0);
  });

  it('refuses channel_data naming another session than the one signed', async () => {
    const { port } = await startGateway();
    const client = await connected(port);
    const channel = userChannelName(7);
    const signedForOne = signChannel(credentials, client.socketId, channel, channelDataOf(1));
    client.subscribe(channel, signedForOne, channelDataOf(2));
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toMatchObject({ status: 401 });
  });

  it('refuses a valid signature once its session has ended, and holds nothing', async () => {
    const asked: number[][] = [];
    const { port, broker } = await startGateway({
      liveSessions: async (ids) => {
        asked.push(ids);
        return new Set(ids.filter((id) => id !== 1));
      },
    });
    const client = await connected(port);
    client.subscribe(userChannelName(7));
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toEqual({
      type: 'AuthError',
      error: 'Your session has ended: sign in again.',
      status: 401,
    });
    expect(asked).toEqual([[1]]);
    expect(await broker.publish(7, 'conversation.updated', '{}')).toBe(0);
    expect(client.socket.readyState).toBe(WebSocket.OPEN);
  });

  it('checks the session once, after joining, and lets the channel go when it has ended', async () => {
    let checks = 0;
    let heldWhenChecked = -1;
    const { port, broker } = await startGateway({
      liveSessions: async () => {
        checks++;
        // Joined before the check, so a revocation published meanwhile could not be missed.
        heldWhenChecked = await broker.publish(7, 'probe', '{}');
        return new Set();
      },
    });
    const client = await connected(port);
    client.subscribe(userChannelName(7));
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toMatchObject({ status: 401 });
    expect(checks).toBe(1);
    expect(heldWhenChecked).toBe(1);
    expect(await broker.publish(7, 'conversation.updated', '{}')).toBe(0);
  });

  it('refuses with 503 when the session cannot be checked', async () => {
    const { port } = await startGateway({
      liveSessions: async () => {
        throw new Error('database down');
      },
    });
    const client = await connected(port);
    client.subscribe(userChannelName(7));
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toMatchObject({ status: 503 });
  });

  it("closes with 4009 only the sockets of the ended session; the user's other session keeps its channel", async () => {
    const { port, broker } = await startGateway();
    const channel = userChannelName(7);
    const ended = await connected(port);
    ended.subscribe(channel, undefined, channelDataOf(1));
    await ended.next('pusher_internal:subscription_succeeded');
    const other = await connected(port);
    other.subscribe(channel, undefined, channelDataOf(2));
    await other.next('pusher_internal:subscription_succeeded');

    expect(await broker.publish(7, revokeEvent, encodeRevocation([1]))).toBe(1);
    expect(await ended.closed).toBe(4009);
    expect(await broker.publish(7, 'conversation.updated', '{"sequence":2}')).toBe(1);
    expect((await other.next('conversation.updated')).data).toBe('{"sequence":2}');
    expect(other.socket.readyState).toBe(WebSocket.OPEN);

    expect(await broker.publish(7, revokeEvent, encodeRevocation('all'))).toBe(1);
    expect(await other.closed).toBe(4009);
  });

  it('sweeps: closes the sockets whose sessions expired, and keeps the live ones', async () => {
    let live = new Set([1, 2]);
    const { port, gateway } = await startGateway({
      liveSessions: async (ids) => new Set(ids.filter((id) => live.has(id))),
    });
    const expiring = await connected(port);
    expiring.subscribe(userChannelName(7), undefined, channelDataOf(1));
    await expiring.next('pusher_internal:subscription_succeeded');
    const staying = await connected(port);
    staying.subscribe(userChannelName(8), undefined, channelDataOf(2));
    await staying.next('pusher_internal:subscription_succeeded');
    expect(await gateway.sweepSessions()).toBe(0);
    live = new Set([2]);
    expect(await gateway.sweepSessions()).toBe(1);
    expect(await expiring.closed).toBe(4009);
    expect(staying.socket.readyState).toBe(WebSocket.OPEN);
  });
});

describe('pusher:signin (Pusher user authentication)', () => {
  it("answers signin_success for a valid signature and then admits only that user's #server-to-user channel", async () => {
    const { port } = await startGateway();
    const client = await connected(port);
    const userData = JSON.stringify({ id: '7' });
    client.send('pusher:signin', {
      auth: signUser(credentials, client.socketId, userData),
      user_data: userData,
    });
    expect(JSON.parse((await client.next('pusher:signin_success')).data)).toEqual({ user_data: userData });
    client.send('pusher:subscribe', { channel: '#server-to-user-7', auth: '' });
    expect((await client.next('pusher_internal:subscription_succeeded')).channel).toBe('#server-to-user-7');
    client.send('pusher:subscribe', { channel: '#server-to-user-8', auth: '' });
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toMatchObject({ status: 403 });
  });

  it('refuses #server-to-user channels before a sign-in', async () => {
    const { port } = await startGateway();
    const client = await connected(port);
    client.send('pusher:subscribe', { channel: '#server-to-user-7', auth: '' });
    expect(JSON.parse((await client.next('pusher:subscription_error')).data)).toMatchObject({ status: 403 });
  });

  it('closes with 4009 on a forged or misplaced sign-in', async () => {
    const { port } = await startGateway();
    const client = await connected(port);
    const userData = JSON.stringify({ id: '7' });
    client.send('pusher:signin', { auth: signUser(credentials, '1.1', userData), user_data: userData });
    expect(JSON.parse((await client.next('pusher:error')).data)).toMatchObject({ code: 4009 });
    expect(await client.closed).toBe(4009);
  });
});
