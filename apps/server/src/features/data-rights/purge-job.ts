import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { createPeriodicJob, type PeriodicJob } from '../../platform/periodic-job.ts';
import type { PurgedErasure, PurgeRepo } from './purge-repo.ts';

export type ErasurePurgeJob = PeriodicJob<PurgedErasure[]>;

// The in-process job that ends the retention period of erased clients' records of advice (docs/data-rights.md).
// Hourly is plenty for a period counted in years, and a portal restarted every day still runs it. Running on every
// instance is safe: each erasure is claimed by one transaction only (purge-repo.ts). A run purges at most `batch`
// erasures (the next run takes the rest) and stops between two when the server is closing. Each run also clears the
// detail of support needs withdrawn longer ago than their own retention period (support-needs-repo.ts).
export function createErasurePurgeJob(options: {
  repo: Pick<PurgeRepo, 'purgeNextDue' | 'purgeWithdrawnSupportNeeds'>;
  clock: Clock;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
  batch?: number;
}): ErasurePurgeJob {
  const batch = options.batch ?? 100;
  return createPeriodicJob({
    async run(isStopping) {
      const purged: PurgedErasure[] = [];
      while (purged.length < batch && !isStopping()) {
        const next = await options.repo.purgeNextDue(options.clock.now());
        if (!next) break;
        purged.push(next);
        options.logger.info(
          { erasureId: next.erasureId, firmId: next.firmId, clientId: next.clientId, deleted: next.deleted },
          'Retention period ended: an erased client’s records of advice were deleted',
        );
      }
      if (!isStopping()) {
        const cleared = await options.repo.purgeWithdrawnSupportNeeds(options.clock.now());
        if (cleared > 0)
          options.logger.info(
            { cleared },
            'Withdrawn support needs past their retention period were cleared',
          );
      }
      return purged;
    },
    intervalMs: options.intervalMs ?? 60 * 60 * 1000,
    logger: options.logger,
    failure: 'Purging erased clients’ records failed',
  });
}
