import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../platform/periodic-job.ts';
import type { RiskService } from './service.ts';

export type RiskReviewReminders = PeriodicJob<number>;

// The in-process job behind "reminded a month before the review date": every quarter of an hour it asks the
// service to send what is due. Running on every instance is safe: the database hands each result's reminder to one
// run only (repo.claimDueReviewReminders).
export function createRiskReviewReminders(options: {
  service: Pick<RiskService, 'sendDueReviewReminders'>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): RiskReviewReminders {
  return createPeriodicJob({
    run: () => options.service.sendDueReviewReminders(),
    intervalMs: options.intervalMs ?? 15 * 60_000,
    logger: options.logger,
    failure: 'Risk review reminders failed',
  });
}
