import type { FastifyBaseLogger, FastifyInstance } from 'fastify';

export type PeriodicJob<Result> = {
  // Runs at once, then every intervalMs; a run still going when the next is due is not doubled.
  start(): void;
  // No new run starts; resolves once the one in flight (if any) has finished.
  stop(): Promise<void>;
  // One run now, outside the timer (tests, operator commands).
  runOnce(): Promise<Result>;
};

// The one in-process periodic job: started when the server listens and stopped when it closes (app.ts). Work that
// several instances must not do twice is claimed in the database by `run` itself (FOR UPDATE SKIP LOCKED or a
// conditional UPDATE), so every instance can run every job. A failed run is logged and the next one tries again.
export function createPeriodicJob<Result>(options: {
  run: (isStopping: () => boolean) => Promise<Result>;
  intervalMs: number;
  logger: Pick<FastifyBaseLogger, 'warn'>;
  // Logged with the error when a run fails, e.g. "Appointment reminders failed".
  failure: string;
}): PeriodicJob<Result> {
  let timer: NodeJS.Timeout | undefined;
  let inFlight: Promise<unknown> | null = null;
  let stopping = false;
  const isStopping = () => stopping;

  function tick() {
    if (inFlight) return;
    inFlight = options
      .run(isStopping)
      .catch((error: unknown) => options.logger.warn({ err: error }, options.failure))
      .finally(() => {
        inFlight = null;
      });
  }

  return {
    start() {
      if (timer) return;
      stopping = false;
      timer = setInterval(tick, options.intervalMs);
      timer.unref();
      tick();
    },
    async stop() {
      stopping = true;
      clearInterval(timer);
      timer = undefined;
      while (inFlight) await inFlight;
    },
    runOnce: () => options.run(isStopping),
  };
}

// A job each run of which is one call of a service's method that sends what is due and answers how many it sent
// (features/alerts/job.ts, features/calendar/reminders.ts, features/risk/review-reminders.ts). The method claims
// its work in the database, so every instance may run it.
export function dueWorkJob<Method extends string>(
  method: Method,
  defaults: { intervalMs: number; failure: string },
) {
  return (options: {
    service: Record<Method, () => Promise<number>>;
    logger: Pick<FastifyBaseLogger, 'warn'>;
    intervalMs?: number;
  }): PeriodicJob<number> =>
    createPeriodicJob({
      run: () => options.service[method](),
      intervalMs: options.intervalMs ?? defaults.intervalMs,
      logger: options.logger,
      failure: defaults.failure,
    });
}

// A job runs while the server listens: started on listen, stopped (its run in flight awaited) on close, so inject
// tests, which never listen, never start one.
export function runWhileListening(
  app: FastifyInstance,
  job: Pick<PeriodicJob<unknown>, 'start' | 'stop'>,
): void {
  app.addHook('onListen', async () => job.start());
  app.addHook('onClose', async () => job.stop());
}
