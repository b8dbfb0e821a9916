import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../platform/periodic-job.ts';
import type { AlertsService } from './service.ts';

export type MessageAlertsJob = PeriodicJob<number>;

// The in-process job behind "a message still unread after ALERT_MAIL_DELAY_SECONDS": every half minute it asks
// the service to send what is due. Running on every instance is safe: the database hands each pending alert to one
// run only (repo.claimDueMessageAlerts).
export function createMessageAlertsJob(options: {
  service: Pick<AlertsService, 'sendDueMessageAlerts'>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): MessageAlertsJob {
  return createPeriodicJob({
    run: () => options.service.sendDueMessageAlerts(),
    intervalMs: options.intervalMs ?? 30_000,
    logger: options.logger,
    failure: 'Message alert mails failed',
  });
}
