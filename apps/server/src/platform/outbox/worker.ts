import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/connect.ts';
import type { Clock } from '../clock.ts';
import type { Outbox } from './outbox.ts';
import { createOutboxRepo, type OutboxRow } from './repo.ts';
import { PermanentSendError, type Transport } from './transport.ts';

export type OutboxWorkerOptions = {
  db: Db;
  clock: Clock;
  outbox: Pick<Outbox, 'onEnqueued'>;
  transports: { mail: Transport; sms: Transport };
  logger: Pick<FastifyBaseLogger, 'info' | 'warn' | 'error'>;
  pollIntervalMs?: number;
  batchSize?: number;
  maxAttempts?: number;
  leaseMs?: number;
  random?: () => number;
};

const minute = 60_000;

// 30 s, 1, 2, 4 … minutes, capped at an hour, with up to 10% jitter so a recovering provider isn't hit by
// every instance at once. Twelve attempts span about seven hours before a message is marked failed.
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(30_000 * 2 ** (attempt - 1), 60 * minute);
  return Math.round(base * (1 + random() * 0.1));
}

function describe(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.slice(0, 500);
}

export type OutboxWorker = {
  start(): void;
  // Waits for the batch in flight, so shutdown never abandons a message half-recorded.
  stop(): Promise<void>;
  runOnce(): Promise<number>;
};

export function createOutboxWorker(options: OutboxWorkerOptions): OutboxWorker {
  const { clock, transports, logger } = options;
  const repo = createOutboxRepo(options.db);
  const pollIntervalMs = options.pollIntervalMs ?? 5000;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 12;
  const leaseMs = options.leaseMs ?? 2 * minute;
  const random = options.random ?? Math.random;

  let isRunning = false;
  let inFlight: Promise<unknown> | null = null;
  let runAgain = false;
  let timer: NodeJS.Timeout | undefined;
  let unsubscribe: (() => void) | undefined;

  async function deliver(row: OutboxRow): Promise<void> {
    const attempts = row.attempts + 1;
    if (row.discardAfter && row.discardAfter <= clock.now()) {
      await repo.markFailed(row.id, row.attempts, 'Expired before it could be sent.');
      logger.warn({ outboxId: row.id, channel: row.channel }, 'Outbox message expired unsent');
      return;
    }
    const transport = transports[row.channel];
    try {
      await transport.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.headers ? { headers: row.headers } : {}),
      });
      await repo.markSent(row.id, transport.name, clock.now(), transport.keepsBody);
    } catch (error) {
      // Logged by id and reason only: the body may hold a code or a link.
      const reason = describe(error);
      if (error instanceof PermanentSendError || attempts >= maxAttempts) {
        await repo.markFailed(row.id, attempts, reason);
        logger.error({ outboxId: row.id, channel: row.channel, attempts, reason }, 'Outbox message failed');
        return;
      }
      const next = new Date(clock.now().getTime() + backoffMs(attempts, random));
      await repo.markRetry(row.id, attempts, next, reason);
      logger.warn(
        { outboxId: row.id, channel: row.channel, attempts, reason },
        'Outbox send will be retried',
      );
    }
  }

  async function runOnce(): Promise<number> {
    const now = clock.now();
    const rows = await repo.claimDue(now, new Date(now.getTime() + leaseMs), batchSize);
    for (const row of rows) await deliver(row);
    return rows.length;
  }

  function kick(): void {
    if (!isRunning) return;
    if (inFlight) {
      runAgain = true;
      return;
    }
    inFlight = runOnce()
      .then((count) => {
        // A full batch means more may be waiting.
        if (count === batchSize) runAgain = true;
      })
      .catch((error: unknown) => logger.warn({ err: error }, 'Outbox run failed'))
      .finally(() => {
        inFlight = null;
        if (runAgain) {
          runAgain = false;
          kick();
        }
      });
  }

  return {
    start() {
      if (isRunning) return;
      isRunning = true;
      timer = setInterval(kick, pollIntervalMs);
      timer.unref();
      unsubscribe = options.outbox.onEnqueued(kick);
      kick();
    },
    async stop() {
      isRunning = false;
      clearInterval(timer);
      unsubscribe?.();
      while (inFlight) await inFlight;
    },
    runOnce,
  };
}
