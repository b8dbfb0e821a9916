import pino from 'pino';
import { afterAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  openTestDatabase,
  type TestApp,
  type TestDatabase,
  testConfig,
  useTestDatabase,
} from '../../test/build-test-app.ts';
import { hasRedis, redisUrl } from '../../test/redis.ts';
import { createHealthRepo } from './repo.ts';
import { createHealthService } from './service.ts';

// Nothing listens on port 1: connections are refused at once.
const deadRedisUrl = 'redis://127.0.0.1:1';

const database = useTestDatabase();
const apps: TestApp[] = [];

async function appWith(env: Record<string, string> = {}, db: Pick<TestDatabase, 'db'> = database) {
  const t = await buildTestApp(db, { config: testConfig({ LOG_LEVEL: 'warn', ...env }) });
  apps.push(t);
  return t;
}

afterAll(async () => {
  for (const t of apps) await t.app.close();
});

describe('GET /readyz', () => {
  it('answers 200 with the database check when Redis is not configured', async () => {
    const { app } = await appWith();
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok' } });
    expect(response.headers['cache-control']).toBe('no-store');
  });

  it.skipIf(!hasRedis)('checks Redis too when REDIS_URL is set', async () => {
    const { app } = await appWith({ REDIS_URL: redisUrl });
    const response = await app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ status: 'ok', checks: { database: 'ok', redis: 'ok' } });
  });

  it('stays in rotation, reported as degraded, when the configured Redis does not answer', async () => {
    const t = await appWith({ REDIS_URL: deadRedisUrl });
    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      status: 'degraded',
      checks: { database: 'ok', redis: 'fail' },
      message: "Realtime reaches this instance's sockets only: Redis did not answer within 2000 ms.",
    });
    expect(t.logs()).toMatch(/Readiness: Redis check failed/);
  });

  it('answers 503 naming the database when it is gone, while /healthz still answers 200', async () => {
    const own = await openTestDatabase();
    const t = await appWith({}, own);
    expect((await t.app.inject({ method: 'GET', url: '/readyz' })).statusCode).toBe(200);
    await own.close();

    const response = await t.app.inject({ method: 'GET', url: '/readyz' });
    expect(response.statusCode).toBe(503);
    expect(response.json()).toMatchObject({
      status: 'unavailable',
      checks: { database: 'fail' },
      message: expect.stringMatching(/the database/),
    });
    const live = await t.app.inject({ method: 'GET', url: '/healthz' });
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'ok' });
  });
});

describe('the readiness service', () => {
  const logger = pino({ level: 'silent' });

  it('fails a database that does not answer within the timeout instead of waiting for it', async () => {
    // A driver whose query never settles: what a pool waiting for a connection to a dead server looks like.
    const hanging = { ping: () => new Promise<void>(() => {}) };
    const service = createHealthService({ repo: hanging, redisUrl: null, logger, timeoutMs: 100 });
    const started = Date.now();
    const readiness = await service.readiness();
    expect(Date.now() - started).toBeLessThan(2000);
    expect(readiness).toEqual({
      status: 'unavailable',
      checks: { database: 'fail' },
      message: 'Not ready: the database did not answer within 100 ms.',
    });
  });

  it('reports not ready once shutdown has begun, even with every dependency up', async () => {
    const service = createHealthService({ repo: createHealthRepo(database.db), redisUrl: null, logger });
    expect((await service.readiness()).status).toBe('ok');
    service.markShuttingDown();
    expect(await service.readiness()).toEqual({
      status: 'unavailable',
      checks: { database: 'ok' },
      message: 'This instance is shutting down.',
    });
  });
});

describe('closing', () => {
  it('closes at once, without connecting, when Redis was configured but never probed', async () => {
    const t = await buildTestApp(database, { config: testConfig({ REDIS_URL: deadRedisUrl }) });
    const started = Date.now();
    await t.app.close();
    expect(Date.now() - started).toBeLessThan(1500);
  });
});
