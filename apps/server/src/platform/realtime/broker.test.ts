import { createServer } from 'node:net';
import { Redis } from 'ioredis';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hasRedis, redisPrefix, redisUrl } from '../../test/redis.ts';
import { createRedisBroker } from './broker.ts';

// A port nothing listens on: Redis is down from the start.
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

// Users 1 … 300 in firms 1, 2 and 3 (by id), and user 999 999 in firm 4; no other user exists.
const firmOf = (userId: number) => (userId === 999_999 ? 4 : userId <= 300 ? (userId % 3) + 1 : undefined);
const firmsOfUsers = async (userIds: number[]) => {
  const firms = new Map<number, number>();
  for (const userId of userIds) {
    const firmId = firmOf(userId);
    if (firmId !== undefined) firms.set(userId, firmId);
  }
  return firms;
};

describe('the Redis broker with Redis down', async () => {
  const broker = createRedisBroker(
    `redis://127.0.0.1:${await closedPort()}`,
    'atrium-test:',
    pino({ level: 'silent' }),
    firmsOfUsers,
  );
  const delivered: string[] = [];
  broker.start((channel, event, data) => {
    delivered.push(`${channel} ${event} ${data}`);
    return 1;
  });
  // Closing does not wait for a Redis that is not there (it would hold up a graceful shutdown).
  afterAll(() => broker.close(), 2000);

  it('lets a socket hold a channel at once, without waiting for Redis', async () => {
    const started = Date.now();
    await broker.hold(1, 2);
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("delivers to this instance's own sockets, and says so", async () => {
    expect(await broker.publish(1, 'conversation.updated', '{"a":1}')).toBe(1);
    expect(delivered).toEqual(['1 conversation.updated {"a":1}']);
  });
});

describe.skipIf(!hasRedis)('two Redis brokers, events routed by firm', async () => {
  const prefix = redisPrefix();
  const logger = pino({ level: 'silent' });
  const publishing = createRedisBroker(redisUrl, prefix, logger, firmsOfUsers);
  const receiving = createRedisBroker(redisUrl, prefix, logger, firmsOfUsers);
  // Every message on a firm channel, as Redis carries it.
  const watcher = new Redis(redisUrl);
  const onRedis: string[] = [];
  watcher.on('pmessage', (_pattern: string, channel: string) => onRedis.push(channel));
  const received = new Map<number, number[]>();
  publishing.start(() => 0);
  receiving.start((userId, event, data) => {
    if (event === 'test.ready') return 1;
    received.set(userId, [...(received.get(userId) ?? []), (JSON.parse(data) as { n: number }).n]);
    return 1;
  });
  afterAll(async () => {
    watcher.disconnect();
    await Promise.all([publishing.close(), receiving.close()]);
  }, 5000);

  it("delivers a burst to many users as one message per firm, each user's events in the order published", async () => {
    const users = Array.from({ length: 300 }, (_, i) => i + 1);
    await Promise.all(users.map((userId) => receiving.hold(userId, firmOf(userId) as number)));
    // Until its publisher connection is ready a broker delivers locally only; wait for it.
    await vi.waitFor(async () => expect(await publishing.publish(3, 'test.ready', '{}')).toBe(1), {
      timeout: 5000,
    });
    // The publishing instance learns the users' firms once (firm-directory.ts); from then on a tick's events leave
    // together.
    await Promise.all(users.map((userId) => publishing.publish(userId, 'test.ready', '{}')));
    await watcher.psubscribe(`${prefix}firm.*`);
    // Every publish of the burst is issued in the same tick, as a firm-wide notice's are.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        users.map((userId) => publishing.publish(userId, 'bench.sequence', JSON.stringify({ n }))),
      ).flat(),
    );
    // Two receivers each: the receiving broker and the watcher.
    expect(answers.every((count) => count === 2)).toBe(true);
    await vi.waitFor(() => expect(received.size).toBe(users.length), { timeout: 5000 });
    await vi.waitFor(() => expect([...received.values()].every((list) => list.length === 5)).toBe(true));
    for (const list of received.values()) expect(list).toEqual([0, 1, 2, 3, 4]);
    // 1 500 events to 300 users of three firms: three Redis messages.
    expect(onRedis.sort()).toEqual([`${prefix}firm.1`, `${prefix}firm.2`, `${prefix}firm.3`]);
    await watcher.punsubscribe();
  });

  it('answers 0 for a user whose firm no instance holds, and for a user who does not exist', async () => {
    expect(await publishing.publish(999_999, 'bench.sequence', '{"n":0}')).toBe(0);
    expect(await publishing.publish(5000, 'bench.sequence', '{"n":0}')).toBe(0);
  });

  it("lets go of a firm's channel when its last user is released, and not before", async () => {
    const holders = async () => {
      const [, count] = (await watcher.pubsub('NUMSUB', `${prefix}firm.1`)) as [string, number];
      return count;
    };
    expect(await holders()).toBe(1);
    const firmOne = Array.from({ length: 300 }, (_, i) => i + 1).filter((userId) => firmOf(userId) === 1);
    for (const userId of firmOne.slice(1)) await receiving.release(userId);
    expect(await holders()).toBe(1);
    await receiving.release(firmOne[0] as number);
    expect(await holders()).toBe(0);
  });
});
