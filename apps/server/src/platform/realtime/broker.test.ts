import { createServer } from 'node:net';
import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import { createRedisBroker } from './broker.ts';

// A port nothing listens on: Redis is down from the start.
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as { port: number };
  await new Promise((resolve) => server.close(resolve));
  return port;
}

describe('the Redis broker with Redis down (issue 10)', async () => {
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
