import type { FastifyBaseLogger } from 'fastify';
import { Redis } from 'ioredis';
import type { HealthRepo } from './repo.ts';

export type CheckStatus = 'ok' | 'fail';
export type ReadinessChecks = { database: CheckStatus; redis?: CheckStatus };
// Degraded: the database answers but Redis does not. The instance still serves HTTP (realtime reaches only
// its own sockets, and browsers catch up by refetching), so it stays in rotation: failing readiness on a
// dependency every instance shares would take them all out at once and turn a realtime fault into an outage.
export type Readiness =
  | { status: 'ok'; checks: ReadinessChecks }
  | { status: 'degraded'; checks: ReadinessChecks; message: string }
  | { status: 'unavailable'; checks: ReadinessChecks; message: string };

export type HealthServiceDeps = {
  repo: HealthRepo;
  // Null: realtime fans out in-process only and readiness does not look at Redis.
  redisUrl: string | null;
  logger: FastifyBaseLogger;
  // How long one dependency may take to answer before this instance counts as not ready.
  timeoutMs?: number;
};

class CheckTimeout extends Error {}

function within<T>(promise: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_, reject) => {
    timer = setTimeout(() => reject(new CheckTimeout(`no answer within ${ms} ms`)), ms);
  });
  return Promise.race([promise, timeout]).finally(() => clearTimeout(timer));
}

// Readiness for a load balancer: may this instance take traffic? Liveness (/healthz) never calls this.
export function createHealthService(deps: HealthServiceDeps) {
  const timeoutMs = deps.timeoutMs ?? 2000;
  let shuttingDown = false;
  // A connection of its own, opened at the first probe: a PING through the realtime publisher would queue
  // behind its publishes, and readiness must not hold up (or be held up by) the fan-out.
  const redis = deps.redisUrl
    ? new Redis(deps.redisUrl, {
        lazyConnect: true,
        maxRetriesPerRequest: 1,
        connectTimeout: timeoutMs,
        retryStrategy: (attempt: number) => Math.min(attempt * 200, 2000),
      })
    : null;
  // The failure is reported by the probe's answer and logged once per failed probe below; ioredis would
  // otherwise print every reconnect attempt as an unhandled error event.
  redis?.on('error', () => {});

  const checkDatabase = async (): Promise<CheckStatus> => {
    try {
      await within(deps.repo.ping(), timeoutMs);
      return 'ok';
    } catch (error) {
      deps.logger.warn({ err: { message: (error as Error).message } }, 'Readiness: database check failed');
      return 'fail';
    }
  };

  const checkRedis = async (client: Redis): Promise<CheckStatus> => {
    try {
      if (client.status === 'wait') client.connect().catch(() => {});
      const answer = await within(client.ping(), timeoutMs);
      if (answer !== 'PONG') throw new Error(`unexpected answer to PING: ${answer}`);
      return 'ok';
    } catch (error) {
      deps.logger.warn({ err: { message: (error as Error).message } }, 'Readiness: Redis check failed');
      return 'fail';
    }
  };

  return {
    async readiness(): Promise<Readiness> {
      const [database, redisStatus] = await Promise.all([
        checkDatabase(),
        redis ? checkRedis(redis) : Promise.resolve(undefined),
      ]);
      const checks: ReadinessChecks = redisStatus ? { database, redis: redisStatus } : { database };
      if (shuttingDown) {
        return { status: 'unavailable', checks, message: 'This instance is shutting down.' };
      }
      if (database === 'fail') {
        const also = redisStatus === 'fail' ? ' and Redis' : '';
        return {
          status: 'unavailable',
          checks,
          message: `Not ready: the database${also} did not answer within ${timeoutMs} ms.`,
        };
      }
      if (redisStatus === 'fail') {
        return {
          status: 'degraded',
          checks,
          message: `Realtime reaches this instance's sockets only: Redis did not answer within ${timeoutMs} ms.`,
        };
      }
      return { status: 'ok', checks };
    },
    // From SIGTERM on, readiness fails so the balancer stops sending new work while requests finish.
    markShuttingDown() {
      shuttingDown = true;
    },
    async close() {
      if (!redis) return;
      // QUIT only on an open connection: on a client never probed it would first connect.
      if (redis.status === 'ready') await redis.quit().catch(() => {});
      redis.disconnect();
    },
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
