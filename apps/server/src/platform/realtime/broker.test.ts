import { createServer } from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it, vi } from 'vitest';
import { hasRedis, redisPrefix, redisUrl } from '../../test/redis.ts';
import { createRedisBroker, decodeBrokerMessage, encodeBrokerMessage } from './broker.ts';

// A port nothing listens on: Redis is down from the start.
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the Redis broker with Redis down', async () => {
  const broker = createRedisBroker(
    `redis://127.0.0.1:${await closedPort()}`,
    'atrium-test:',
    pino({ level: 'silent' }),
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
    await broker.hold('private-user.1');
    expect(Date.now() - started).toBeLessThan(500);
  });

  it("delivers to this instance's own sockets, and says so", async () => {
    expect(await broker.publish('private-user.1', 'conversation.updated', '{"a":1}')).toBe(1);
    expect(delivered).toEqual(['private-user.1 conversation.updated {"a":1}']);
  });
});

describe('the message a broker puts on Redis', () => {
  it('carries the event name and the data unchanged, newlines in the data included', () => {
    const data = '{"text":"line one\\nline two","n":1}\n';
    expect(decodeBrokerMessage(encodeBrokerMessage('conversation.updated', data))).toEqual({
      event: 'conversation.updated',
      data,
    });
  });

  it('is unreadable without an event name', () => {
    expect(decodeBrokerMessage('{"event":"a","data":"{}"}')).toBeNull();
    expect(decodeBrokerMessage('\n{}')).toBeNull();
  });
});

describe.skipIf(!hasRedis)('two Redis brokers (pipelined publishes)', async () => {
  const prefix = redisPrefix();
  const logger = pino({ level: 'silent' });
  const publishing = createRedisBroker(redisUrl, prefix, logger);
  const receiving = createRedisBroker(redisUrl, prefix, logger);
  const received = new Map<string, number[]>();
  publishing.start(() => 0);
  receiving.start((channel, event, data) => {
    if (event === 'test.ready') return 1;
    received.set(channel, [...(received.get(channel) ?? []), (JSON.parse(data) as { n: number }).n]);
    return 1;
  });
  afterAll(() => Promise.all([publishing.close(), receiving.close()]), 5000);

  it("delivers a burst across many channels whole, each channel's events in the order published", async () => {
    const channels = Array.from({ length: 300 }, (_, i) => `private-user.${i + 1}`);
    await Promise.all([...channels, 'private-user.0'].map((channel) => receiving.hold(channel)));
    // Until its publisher connection is ready a broker delivers locally only; wait for it.
    await vi.waitFor(
      async () => expect(await publishing.publish('private-user.0', 'test.ready', '{}')).toBe(1),
      {
        timeout: 5000,
      },
    );
    // Every publish of the burst is issued in the same tick, as a firm-wide notice's are.
    const answers = await Promise.all(
      Array.from({ length: 5 }, (_, n) =>
        channels.map((channel) => publishing.publish(channel, 'bench.sequence', JSON.stringify({ n }))),
      ).flat(),
    );
    expect(answers.every((count) => count === 1)).toBe(true);
    await vi.waitFor(() => expect(received.size).toBe(channels.length), { timeout: 5000 });
    await vi.waitFor(() => expect([...received.values()].every((list) => list.length === 5)).toBe(true));
    for (const list of received.values()) expect(list).toEqual([0, 1, 2, 3, 4]);
  });

  it('answers 0 for a channel no instance holds', async () => {
    expect(await publishing.publish('private-user.999999', 'bench.sequence', '{"n":0}')).toBe(0);
  });
});
