import { randomBytes } from 'node:crypto';
import { connect } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import {
  buildTestApp,
  openTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
} from './build-test-app.ts';

// Redis for the tests that need one: REDIS_TEST_URL, or the local default CI provides.
export const redisUrl = process.env.REDIS_TEST_URL ?? 'redis://127.0.0.1:6379';

// Whether something accepts connections at a redis:// URL, within a second.
export function isReachable(url: string): Promise<boolean> {
  const { hostname, port } = new URL(url);
  return new Promise((resolve) => {
    const socket = connect({ host: hostname, port: Number(port || 6379), timeout: 1000 });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
    socket.once('timeout', () => {
      socket.destroy();
      resolve(false);
    });
  });
}

// Whether redisUrl answers; a test that needs it runs under describe.skipIf(!hasRedis).
export const hasRedis = await isReachable(redisUrl);

// A key prefix of a run's own, so parallel runs on one Redis never hear each other.
export function redisPrefix(): string {
  return `atrium-test-${randomBytes(4).toString('hex')}:`;
}

// `count` instances of the app sharing one database and one Redis (under one prefix of their own), opened before the
// tests of the describe that calls it and closed after them. `settleMs` waits after they are built, so each instance
// hears its Redis channels before a test starts. `database.db` and `instances` are read once beforeAll ran.
export function useRedisInstances(count: number, options: { settleMs?: number } = {}) {
  let database: TestDatabase | undefined;
  const instances: TestApp[] = [];
  const prefix = redisPrefix();
  beforeAll(async () => {
    database = await openTestDatabase();
    const config = testConfig({ REDIS_URL: redisUrl, REDIS_PREFIX: prefix });
    for (let i = 0; i < count; i++) instances.push(await buildTestApp(database, { config }));
    if (options.settleMs) await new Promise((resolve) => setTimeout(resolve, options.settleMs));
  });
  afterAll(async () => {
    for (const instance of instances) await instance.app.close();
    await database?.close();
  });
  return {
    database: {
      get db() {
        if (database === undefined) throw new Error('useRedisInstances: read before beforeAll ran');
        return database.db;
      },
    },
    instances: instances as readonly TestApp[],
    prefix,
  };
}
