import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../platform/periodic-job.ts';
import type { WebhooksService } from './service.ts';

// Webhook deliveries, every two seconds on every listening instance: each run fans new events out and sends what is
// due, claiming both in the database (FOR UPDATE SKIP LOCKED), so no event is delivered twice by two instances.
export function createWebhookWorker(options: {
  service: Pick<WebhooksService, 'deliverDue'>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): PeriodicJob<number> {
  return createPeriodicJob({
    run: (isStopping) => options.service.deliverDue(isStopping),
    intervalMs: options.intervalMs ?? 2_000,
    logger: options.logger,
    failure: 'Webhook deliveries failed',
  });
}
