import type { FastifyBaseLogger } from 'fastify';
import type { AlertsService } from './service.ts';

export type MessageAlertsJob = { start(): void; stop(): Promise<void>; runOnce(): Promise<number> };

// The in-process job behind "a message still unread after ALERT_MAIL_DELAY_SECONDS": every half minute it asks
// the service to send what is due, like the calendar's reminders (calendar/reminders.ts). Running on every
// instance is safe: the database hands each pending alert to one run only (repo.claimDueMessageAlerts).
export function createMessageAlertsJob(options: {
  service: Pick<AlertsService, 'sendDueMessageAlerts'>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): MessageAlertsJob {
  const intervalMs = options.intervalMs ?? 30_000;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | null = null;

  function tick() {
    if (inFlight) return;
    inFlight = options.service
      .sendDueMessageAlerts()
      .catch((error: unknown) => options.logger.warn({ err: error }, 'Message alert mails failed'))
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
    runOnce: () => options.service.sendDueMessageAlerts(),
  };
}
