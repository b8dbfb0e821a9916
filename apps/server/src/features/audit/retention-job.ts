import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../platform/clock.ts';
import { createPeriodicJob, type PeriodicJob } from '../../platform/periodic-job.ts';
import { type AuditPartitionsRepo, addMonths, type Month, monthOf } from './partitions-repo.ts';

// Months made ahead of time, so a month's first events never wait in the default partition.
const monthsAhead = 2;

export type AuditRetentionRun = { created: Month[]; dropped: Month[] };

// One run: a partition for every month that has rows in the default partition and for this month and the next
// two; then every partition of a month wholly older than the retention period dropped (retention drops whole
// months, never rows). Each change runs under a transaction-level lock (partitions-repo.ts), so every instance may run
// it. A month of events is kept `retentionMonths` full months after the month it ends.
export async function maintainAuditPartitions(
  repo: AuditPartitionsRepo,
  now: Date,
  retentionMonths: number,
): Promise<AuditRetentionRun> {
  const current = monthOf(now);
  const oldestKept = addMonths(current, -retentionMonths);
  // Months already past retention get their partition too, and lose it in the same run with their rows.
  const wanted = [
    ...(await repo.monthsInDefault()),
    ...Array.from({ length: monthsAhead + 1 }, (_, i) => addMonths(current, i)),
  ];
  const created: Month[] = [];
  for (const month of wanted) if (await repo.createPartition(month)) created.push(month);
  const dropped = await repo.dropPartitionsBefore(oldestKept);
  return { created, dropped };
}

// The in-process job of the audit log's partitions: at start and every six hours (a month's partition is made two
// months ahead, so a server down for weeks still finds it).
export function createAuditRetentionJob(options: {
  repo: AuditPartitionsRepo;
  clock: Clock;
  retentionMonths: number;
  logger: Pick<FastifyBaseLogger, 'info' | 'warn'>;
  intervalMs?: number;
}): PeriodicJob<AuditRetentionRun> {
  return createPeriodicJob({
    async run() {
      const result = await maintainAuditPartitions(
        options.repo,
        options.clock.now(),
        options.retentionMonths,
      );
      if (result.dropped.length > 0) {
        options.logger.info(
          { dropped: result.dropped },
          'Audit log months past their retention were dropped',
        );
      }
      return result;
    },
    intervalMs: options.intervalMs ?? 6 * 60 * 60 * 1000,
    logger: options.logger,
    failure: 'Maintaining the audit log partitions failed',
  });
}
