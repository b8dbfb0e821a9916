import type { FastifyBaseLogger } from 'fastify';
import type { RiskService } from './service.ts';

export type RiskReviewReminders = { start(): void; stop(): Promise<void>; runOnce(): Promise<number> };

// The in-process job behind "reminded a month before the review date", like the calendar's reminders
// (calendar/reminders.ts): every few minutes it asks the service to send what is due. Running on every instance is
// safe: the database hands each result's reminder to one run only (repo.claimDueReviewReminders).
export function createRiskReviewReminders(options: {
  service: Pick<RiskService, 'sendDueReviewReminders'>;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  intervalMs?: number;
}): RiskReviewReminders {
  const intervalMs = options.intervalMs ?? 15 * 60_000;
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | null = null;

  function tick() {
    if (inFlight) return;
    inFlight = options.service
      .sendDueReviewReminders()
      .catch((error: unknown) => options.logger.warn({ err: error }, 'Risk review reminders failed'))
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
    runOnce: () => options.service.sendDueReviewReminders(),
  };
}
