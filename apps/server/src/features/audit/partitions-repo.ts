import { sql } from 'drizzle-orm';
import type { Db, Tx } from '../../db/connect.ts';
import { rowsOf } from '../../db/sql-executor.ts';

// The audit log's monthly partitions (migration 0032): audit_events_yYYYYmMM holds [first of the month, first of the
// next) in UTC; audit_events_default holds rows of any month with no partition yet.

// Any fixed 64-bit number: the key of the transaction-level lock under which one instance changes partitions.
const partitionsLockKey = 7_150_421_931;

export type Month = { year: number; month: number };

export const partitionName = ({ year, month }: Month) =>
  `audit_events_y${year}m${String(month).padStart(2, '0')}`;

const monthStart = ({ year, month }: Month) => new Date(Date.UTC(year, month - 1, 1));
export const monthOf = (date: Date): Month => ({
  year: date.getUTCFullYear(),
  month: date.getUTCMonth() + 1,
});
export const addMonths = ({ year, month }: Month, count: number): Month => {
  const index = year * 12 + (month - 1) + count;
  return { year: Math.floor(index / 12), month: (index % 12) + 1 };
};
const isBefore = (a: Month, b: Month) => a.year * 12 + a.month < b.year * 12 + b.month;

const partitionPattern = /^audit_events_y(\d{4})m(\d{2})$/;

// DDL takes no parameters: the bounds are written from numbers this file made, never from input.
const bound = (month: Month) => `'${monthStart(month).toISOString()}'`;

// Statistics on the expressions a client's rows are found by (migration 0033's indexes, partial, so without statistics
// of their own): each partition has them, as migration 0055 explains; ANALYZE (autovacuum's, on a new partition) fills
// them.
export const subjectStatistics = (partition: string) =>
  `CREATE STATISTICS "${partition}_subject_stats" (ndistinct) ON ((data->>'clientId')), ((data->>'clientUserId')) FROM "${partition}"`;

async function locked<T>(db: Db, work: (tx: Tx) => Promise<T>): Promise<T> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SELECT pg_advisory_xact_lock(${partitionsLockKey})`);
    return work(tx);
  });
}

export function createAuditPartitionsRepo(db: Db) {
  async function listPartitions(handle: Db | Tx = db): Promise<Month[]> {
    const rows = await rowsOf<{ name: string }>(
      handle,
      sql`SELECT c.relname AS name FROM pg_inherits i
        JOIN pg_class c ON c.oid = i.inhrelid JOIN pg_class p ON p.oid = i.inhparent
        WHERE p.relname = 'audit_events' AND p.relnamespace = 'public'::regnamespace`,
    );
    return rows.flatMap((row) => {
      const match = partitionPattern.exec(row.name);
      return match ? [{ year: Number(match[1]), month: Number(match[2]) }] : [];
    });
  }

  return {
    listPartitions,

    // The months that have rows waiting in the default partition.
    async monthsInDefault(): Promise<Month[]> {
      const rows = await rowsOf<{ year: number; month: number }>(
        db,
        sql`SELECT DISTINCT extract(year FROM created_at AT TIME ZONE 'UTC')::int AS year,
          extract(month FROM created_at AT TIME ZONE 'UTC')::int AS month FROM audit_events_default`,
      );
      return rows.map((row) => ({ year: Number(row.year), month: Number(row.month) }));
    },

    // The month's partition, made with the month's rows moved out of the default partition in the same transaction
    // (attaching checks the default holds none of its range). False if it already existed.
    // Writers wait while it is made (SHARE ROW EXCLUSIVE on the parent conflicts with an INSERT's ROW EXCLUSIVE, not
    // with reads): an INSERT routed to the default partition before the ATTACH, and written after it, would break the
    // default's new constraint and fail (seen on PostgreSQL as a 500 on the first audited request of a server whose
    // clock's month had no partition yet).
    async createPartition(month: Month): Promise<boolean> {
      return locked(db, async (tx) => {
        const existing = await listPartitions(tx);
        if (existing.some((m) => m.year === month.year && m.month === month.month)) return false;
        await tx.execute(sql`LOCK TABLE audit_events IN SHARE ROW EXCLUSIVE MODE`);
        const name = partitionName(month);
        const from = bound(month);
        const to = bound(addMonths(month, 1));
        await tx.execute(
          sql.raw(`CREATE TABLE "${name}" (LIKE audit_events INCLUDING DEFAULTS INCLUDING CONSTRAINTS)`),
        );
        await tx.execute(
          sql.raw(`WITH moved AS (
            DELETE FROM audit_events_default WHERE created_at >= ${from} AND created_at < ${to} RETURNING *
          ) INSERT INTO "${name}" SELECT * FROM moved`),
        );
        await tx.execute(
          sql.raw(`ALTER TABLE audit_events ATTACH PARTITION "${name}" FOR VALUES FROM (${from}) TO (${to})`),
        );
        await tx.execute(sql.raw(subjectStatistics(name)));
        return true;
      });
    },

    // Drops every month's partition that ended before `oldestKept` began: the rows go with their table.
    async dropPartitionsBefore(oldestKept: Month): Promise<Month[]> {
      return locked(db, async (tx) => {
        const expired = (await listPartitions(tx)).filter((month) => isBefore(month, oldestKept));
        for (const month of expired) await tx.execute(sql.raw(`DROP TABLE "${partitionName(month)}"`));
        return expired;
      });
    },
  };
}

export type AuditPartitionsRepo = ReturnType<typeof createAuditPartitionsRepo>;
