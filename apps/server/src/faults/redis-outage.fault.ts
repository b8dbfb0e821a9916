import { randomBytes } from 'node:crypto';
import { userChannelName } from '@atrium/domain/contract/realtime';
import type Pusher from 'pusher-js';
import type { Channel } from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectPusher, subscribed } from '../features/realtime/test-clients.ts';
import {
  conversation,
  reply,
  type ServerProcess,
  sleep,
  startRedis,
  startServer,
  useFaultWorld,
} from './harness.ts';

const fault = useFaultWorld();
let redis: Awaited<ReturnType<typeof startRedis>>;
let one: ServerProcess;
let two: ServerProcess;
const sockets: Pusher[] = [];

beforeAll(async () => {
  redis = await startRedis(3798);
  const shared = {
    databaseUrl: fault.db.url,
    redisUrl: redis.url,
    redisPrefix: `atrium-fault-${randomBytes(3).toString('hex')}:`,
  };
  [one, two] = await Promise.all([
    startServer({ port: 3793, ...shared }),
    startServer({ port: 3794, ...shared }),
  ]);
});

afterAll(async () => {
  for (const socket of sockets) socket.disconnect();
  await Promise.all([one?.kill('SIGKILL'), two?.kill('SIGKILL')]);
  await redis?.down();
});

// Every message body the socket hears on the client's channel.
async function listenOn(server: ServerProcess) {
  const pusher = connectPusher({ port: server.port, token: fault.world.clientToken });
  sockets.push(pusher);
  const { channel, succeeded } = subscribed(pusher, userChannelName(fault.world.client.user.id));
  await succeeded;
  const heard: string[] = [];
  (channel as Channel).bind('conversation.updated', (data: { message: { body: string } }) => {
    heard.push(data.message.body);
  });
  return { pusher, heard };
}

async function eventually(check: () => boolean | Promise<boolean>, timeoutMs = 10_000) {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) return false;
    await sleep(50);
  }
  return true;
}

describe('Redis down', () => {
  it('keeps HTTP serving, degrades realtime to each instance, recovers, and a refetch misses nothing', async () => {
    const socket = await listenOn(one);
    const reply1 = (via: ServerProcess, text: string) =>
      reply(via.url, fault.world.adviserToken, fault.world.client.client.id, text);

    // Up: a reply through instance two reaches the socket on instance one.
    expect(await reply1(two, 'before: through two')).toBe(200);
    expect(await eventually(() => socket.heard.includes('before: through two'))).toBe(true);

    await redis.down();
    // Down: both instances still answer; instance one's own socket still hears what one publishes.
    expect(await reply1(two, 'during: through two')).toBe(200);
    expect(await reply1(one, 'during: through one')).toBe(200);
    expect(
      (
        await fetch(`${two.url}/api/user`, {
          headers: { authorization: `Bearer ${fault.world.clientToken}` },
        })
      ).status,
    ).toBe(200);
    expect(await eventually(() => socket.heard.includes('during: through one'), 3000)).toBe(true);
    // A socket that connects now, while Redis is down, subscribes all the same.
    const late = await listenOn(two);
    expect(await reply1(two, 'during: to the late socket')).toBe(200);
    expect(await eventually(() => late.heard.includes('during: to the late socket'), 3000)).toBe(true);

    await redis.up();
    // Back: fan-out across instances resumes by itself (ioredis reconnects and subscribes again).
    let n = 0;
    const recovered = await eventually(async () => {
      const text = `after: through two #${++n}`;
      expect(await reply1(two, text)).toBe(200);
      await sleep(200);
      return socket.heard.includes(text);
    }, 15_000);
    expect(recovered).toBe(true);

    // A client that reconnects (a new socket, on the other instance this time) hears what comes next, and its
    // refetch has everything, including the push through two that never reached one's socket during the outage.
    socket.pusher.disconnect();
    const reconnected = await listenOn(two);
    expect(await reply1(one, 'after: to the reconnected socket')).toBe(200);
    expect(await eventually(() => reconnected.heard.includes('after: to the reconnected socket'))).toBe(true);
    const refetched = await conversation(two.url, fault.world.clientToken);
    for (const text of [
      'before: through two',
      'during: through two',
      'during: through one',
      'during: to the late socket',
    ]) {
      expect(refetched).toContain(text);
    }
  });
});
