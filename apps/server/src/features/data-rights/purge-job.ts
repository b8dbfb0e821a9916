import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import type { PurgedErasure, PurgeRepo } from './purge-repo.ts';

export type ErasurePurgeJob = {
  start(): void;
  stop(): Promise<void>;
  // Purges everything due now (at most `batch` erasures; the next run takes the rest).
  runOnce(): Promise<PurgedErasure[]>;
};

// The in-process job that ends the retention period of erased clients' records of advice (docs/data-rights.md).
// Hourly is plenty for a period counted in years, and a portal restarted every day still runs it. Running on every
// instance is safe: each erasure is claimed by one transaction only (purge-repo.ts).
export function createErasurePurgeJob(options: {
  repo: Pick<PurgeRepo, 'purgeNextDue'>;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
  batch?: number;
}): ErasurePurgeJob {
  const intervalMs = options.intervalMs ?? 60 * 60 * 1000;
  const batch = options.batch ?? 100;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | null = null;
  let stopping = false;

  async function runOnce() {
    const purged: PurgedErasure[] = [];
    while (purged.length < batch && !stopping) {
      const next = await options.repo.purgeNextDue(options.clock.now());
      if (!next) break;
      purged.push(next);
      options.logger.info(
        { erasureId: next.erasureId, firmId: next.firmId, clientId: next.clientId, deleted: next.deleted },
        'Retention period ended: an erased client’s records of advice were deleted',
      );
    }
    return purged;
  }

  function tick() {
    if (inFlight) return;
    inFlight = runOnce()
      .catch((error: unknown) =>
        options.logger.warn({ err: error }, 'Purging erased clients’ records failed'),
      )
      .finally(() => {
        inFlight = null;
      });
  }

  return {
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    // Waits for a purge under way: its transaction commits or rolls back before the database closes.
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      while (inFlight) await inFlight;
    },
    runOnce,
  };
}
