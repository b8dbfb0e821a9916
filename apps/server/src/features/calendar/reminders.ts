import type { FastifyBaseLogger } from 'fastify';
import type { CalendarService } from './service.ts';

export type CalendarReminders = { start(): void; stop(): Promise<void>; runOnce(): Promise<number> };

// The in-process job behind "a reminder the day before": every few minutes it asks the service to send what is
// due. Running on every instance is safe: the database hands each reminder to one run only.
export function createCalendarReminders(options: {
  service: Pick<CalendarService, 'sendDueReminders'>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): CalendarReminders {
  const intervalMs = options.intervalMs ?? 60_000;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | null = null;

  function tick() {
    if (inFlight) return;
    inFlight = options.service
      .sendDueReminders()
      .catch((error: unknown) => options.logger.warn({ err: error }, 'Appointment reminders failed'))
      .finally(() => {
        inFlight = null;
      });
  }

  return {
    start() {
      if (timer) return;
      timer = setInterval(tick, intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      clearInterval(timer);
      timer = undefined;
      while (inFlight) await inFlight;
    },
    runOnce: () => options.service.sendDueReminders(),
  };
}
