import type { FastifyBaseLogger } from 'fastify';
import { createPeriodicJob, type PeriodicJob } from '../../platform/periodic-job.ts';
import type { CalendarService } from './service.ts';

export type CalendarReminders = PeriodicJob<number>;

// The in-process job behind "a reminder the day before": every few minutes it asks the service to send what is
// due. Running on every instance is safe: the database hands each reminder to one run only.
export function createCalendarReminders(options: {
  service: Pick<CalendarService, 'sendDueReminders'>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): CalendarReminders {
  return createPeriodicJob({
    run: () => options.service.sendDueReminders(),
    intervalMs: options.intervalMs ?? 60_000,
    logger: options.logger,
    failure: 'Appointment reminders failed',
  });
}
