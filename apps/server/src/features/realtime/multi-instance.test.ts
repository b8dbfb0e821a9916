import { userChannelName } from '@atrium/domain/contract/realtime';
import { eq } from 'drizzle-orm';
import { Redis } from 'ioredis';
import type Pusher from 'pusher-js';
import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { notifications } from '../../db/schema.ts';
import { decodeFirmMessage } from '../../platform/realtime/firm-message.ts';
import type { TestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';
import { hasRedis, redisUrl, useRedisInstances } from '../../test/redis.ts';
import { closeCodeOf, connectPusher, listen, nextEvent, subscribed } from './test-clients.ts';

if (!hasRedis) {
  console.warn(`Skipping the multi-instance realtime test: no Redis at ${redisUrl} (set REDIS_TEST_URL).`);
}

describe.skipIf(!hasRedis)('two instances behind a load balancer, fanned out through Redis', () => {
  const { database, instances, prefix } = useRedisInstances(2);
  let portOfA: number;
  let portOfB: number;
  let firmId: number;
  let client: Awaited<ReturnType<typeof createClientUser>>;
  let clientToken: string;
  // Another client of the same firm: their events travel on the same firm channel (decision 018).
  let neighbour: Awaited<ReturnType<typeof createClientUser>>;
  let neighbourToken: string;
  let adviserToken: string;
  const open: Pusher[] = [];

  beforeAll(async () => {
    const firm = await createFirm(database.db);
    const adviser = await createUser(database.db, {
      firmId: firm.id,
      role: 'adviser',
      name: 'Sarah Mitchell',
    });
    firmId = firm.id;
    client = await createClientUser(database.db, { firmId: firm.id, adviserId: adviser.id });
    neighbour = await createClientUser(database.db, { firmId: firm.id, adviserId: adviser.id });
    const expiresAt = new Date(Date.now() + 3_600_000);
    clientToken = await createToken(database.db, { userId: client.user.id, expiresAt });
    neighbourToken = await createToken(database.db, { userId: neighbour.user.id, expiresAt });
    adviserToken = await createToken(database.db, { userId: adviser.id, expiresAt });
    portOfA = await listen((instances[0] as TestApp).app);
    portOfB = await listen((instances[1] as TestApp).app);
  });

  afterEach(() => {
    for (const pusher of open.splice(0)) pusher.disconnect();
  });

  const replyThrough = (instance: number, clientId: number, message: string) =>
    (instances[instance] as TestApp).app.inject({
      method: 'POST',
      url: `/api/adviser/clients/${clientId}/messages`,
      headers: { authorization: `Bearer ${adviserToken}` },
      payload: { message },
    });
  const replyThroughB = (message: string) => replyThrough(1, client.client.id, message);

  const notificationCount = async () =>
    (await database.db.select().from(notifications).where(eq(notifications.userId, client.user.id))).length;

  it('delivers a message sent through instance B to a socket held by instance A', async () => {
    const pusher = connectPusher({ port: portOfA, token: clientToken });
    open.push(pusher);
    const { channel, succeeded } = subscribed(pusher, userChannelName(client.user.id));
    await succeeded;
    const received = nextEvent<{ message: { body: string } }>(channel, 'conversation.updated');
    const before = await notificationCount();
    expect((await replyThroughB('Sent from the other instance.')).statusCode).toBe(200);
    expect((await received).message.body).toBe('Sent from the other instance.');
    // The reply is also the client's bell entry, online or not (features/notifications: one unread at a time).
    expect(await notificationCount()).toBe(before + 1);
  });

  // How many instances hold the client's firm's channel, as Redis sees it.
  async function holders(): Promise<number> {
    const redis = new Redis(redisUrl);
    try {
      const [, count] = (await redis.pubsub('NUMSUB', `${prefix}realtime:firm.${firmId}`)) as [
        string,
        number,
      ];
      return count;
    } finally {
      redis.disconnect();
    }
  }

  it("lets go of the firm's channel once no instance holds a socket of it; a reply then keeps the one unread bell entry", async () => {
    // The previous test's socket has gone; wait for instance A to let go of the channel.
    for (let i = 0; i < 50 && (await holders()) > 0; i++)
      await new Promise((resolve) => setTimeout(resolve, 50));
    expect(await holders()).toBe(0);
    const before = await notificationCount();
    expect((await replyThroughB('Nobody is listening.')).statusCode).toBe(200);
    // The first reply's entry is still unread: the bell never counts a conversation twice.
    expect(await notificationCount()).toBe(before);
  });

  it('closes, on instance B, the socket of a session logged out through instance A; the other session stays', async () => {
    const leaving = await createToken(database.db, {
      userId: client.user.id,
      expiresAt: new Date(Date.now() + 3_600_000),
    });
    const channelName = userChannelName(client.user.id);
    const ending = connectPusher({ port: portOfB, token: leaving });
    const staying = connectPusher({ port: portOfB, token: clientToken });
    open.push(ending, staying);
    const ended = subscribed(ending, channelName);
    const kept = subscribed(staying, channelName);
    await Promise.all([ended.succeeded, kept.succeeded]);
    const closed = closeCodeOf(ending);
    const afterLogout: unknown[] = [];
    ended.channel.bind('conversation.updated', (data: unknown) => afterLogout.push(data));

    // A bare socket on B holding a signature of the leaving session, fetched through A, to use after the logout.
    const bare = new WebSocket(`ws://127.0.0.1:${portOfB}/app/atrium?protocol=7&client=js&version=8.6.0`);
    const nextFrame = () =>
      new Promise<{ event: string; data: string }>((resolve) =>
        bare.once('message', (raw) => resolve(JSON.parse(raw.toString()))),
      );
    const { socket_id: socketId } = JSON.parse((await nextFrame()).data) as { socket_id: string };
    const signed = await (instances[0] as TestApp).app.inject({
      method: 'POST',
      url: '/api/realtime/auth',
      headers: { authorization: `Bearer ${leaving}` },
      payload: { socket_id: socketId, channel_name: channelName },
    });
    expect(signed.statusCode).toBe(200);

    try {
      const logout = await (instances[0] as TestApp).app.inject({
        method: 'POST',
        url: '/api/logout',
        headers: { authorization: `Bearer ${leaving}` },
      });
      expect(logout.statusCode).toBe(200);
      expect(await closed).toBe(4009);

      const received = nextEvent<{ message: { body: string } }>(kept.channel, 'conversation.updated');
      expect((await replyThroughB('After the logout.')).statusCode).toBe(200);
      expect((await received).message.body).toBe('After the logout.');
      expect(staying.connection.state).toBe('connected');
      expect(afterLogout).toEqual([]);

      const refused = nextFrame();
      bare.send(
        JSON.stringify({ event: 'pusher:subscribe', data: { channel: channelName, ...signed.json() } }),
      );
      const reply = await refused;
      expect(reply.event).toBe('pusher:subscription_error');
      expect(JSON.parse(reply.data)).toMatchObject({ status: 401 });
    } finally {
      bare.terminate();
    }
  });
  it("never delivers a firm-channel message addressed to one client to another client's socket on another instance", async () => {
    const mine = connectPusher({ port: portOfA, token: clientToken });
    const theirs = connectPusher({ port: portOfB, token: neighbourToken });
    open.push(mine, theirs);
    const own = subscribed(mine, userChannelName(client.user.id));
    const other = subscribed(theirs, userChannelName(neighbour.user.id));
    await Promise.all([own.succeeded, other.succeeded]);
    // Both instances hold the firm: the message reaches instance B, which must deliver it to nobody there.
    expect(await holders()).toBe(2);
    const heardByNeighbour: string[] = [];
    other.channel.bind('conversation.updated', (data: { message: { body: string } }) =>
      heardByNeighbour.push(data.message.body),
    );
    const watcher = new Redis(redisUrl);
    const onFirmChannel: number[][] = [];
    watcher.on('message', (_channel: string, message: string) => {
      for (const entry of decodeFirmMessage(message) ?? []) onFirmChannel.push(entry.userIds);
    });
    try {
      await watcher.subscribe(`${prefix}realtime:firm.${firmId}`);
      const received = nextEvent<{ message: { body: string } }>(own.channel, 'conversation.updated');
      expect((await replyThrough(0, client.client.id, 'For one household only.')).statusCode).toBe(200);
      expect((await received).message.body).toBe('For one household only.');
      expect(onFirmChannel.flat()).toContain(client.user.id);
      expect(onFirmChannel.flat()).not.toContain(neighbour.user.id);

      // The neighbour's own reply, published after, reaches them alone: had the first reached their socket, it
      // would be here before it.
      const theirOwn = nextEvent<{ message: { body: string } }>(other.channel, 'conversation.updated');
      expect((await replyThrough(0, neighbour.client.id, 'For the neighbour.')).statusCode).toBe(200);
      expect((await theirOwn).message.body).toBe('For the neighbour.');
      expect(heardByNeighbour).toEqual(['For the neighbour.']);
    } finally {
      watcher.disconnect();
    }
  });
});
