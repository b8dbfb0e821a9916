import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { auditEvents } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { useTestDatabase } from '../../test/build-test-app.ts';
import { createFirm } from '../../test/factories.ts';
import { createAuditPartitionsRepo } from './partitions-repo.ts';
import { maintainAuditPartitions } from './retention-job.ts';

const database = useTestDatabase();

// Where each event row lives: the partition's table name, by event type.
async function tablesOf(): Promise<Record<string, string>> {
  const rows = await rowsOf<{ type: string; partition: string }>(
    database.db,
    sql`SELECT type, tableoid::regclass::text AS partition FROM audit_events ORDER BY id`,
  );
  return Object.fromEntries(rows.map((row) => [row.type, row.partition]));
}

const monthNames = (months: { year: number; month: number }[]) =>
  months.map(({ year, month }) => `${year}-${String(month).padStart(2, '0')}`).sort();

describe('the audit log partitioned by month (migration 0032), its retention by whole months', () => {
  it('moves each month out of the default partition into its own, and drops whole months past retention', async () => {
    const firm = await createFirm(database.db);
    const at = (type: string, iso: string) => ({ type, firmId: firm.id, createdAt: new Date(iso) });
    await database.db
      .insert(auditEvents)
      .values([
        at('long-ago', '2019-06-30T23:59:59Z'),
        at('last-month', '2026-10-31T23:59:59.999Z'),
        at('this-month', '2026-11-01T00:00:00Z'),
        at('far-ahead', '2027-05-02T10:00:00Z'),
      ]);
    expect(new Set(Object.values(await tablesOf()))).toEqual(new Set(['audit_events_default']));

    const repo = createAuditPartitionsRepo(database.db);
    // 15 November 2026, six years kept: the oldest month kept is November 2020.
    const first = await maintainAuditPartitions(repo, new Date('2026-11-15T12:00:00Z'), 72);
    expect(monthNames(first.created)).toEqual([
      '2019-06',
      '2026-10',
      '2026-11',
      '2026-12',
      '2027-01',
      '2027-05',
    ]);
    expect(monthNames(first.dropped)).toEqual(['2019-06']);
    expect(await tablesOf()).toEqual({
      'last-month': 'audit_events_y2026m10',
      'this-month': 'audit_events_y2026m11',
      'far-ahead': 'audit_events_y2027m05',
    });

    // A new event goes straight into its month's partition, and a second run changes nothing.
    await database.db.insert(auditEvents).values(at('new', '2026-12-01T09:00:00Z'));
    expect((await tablesOf()).new).toBe('audit_events_y2026m12');
    expect(await maintainAuditPartitions(repo, new Date('2026-11-20T00:00:00Z'), 72)).toEqual({
      created: [],
      dropped: [],
    });

    // Six years on (January 2033, oldest month kept January 2027): October to December 2026 go, tables and rows.
    const later = await maintainAuditPartitions(repo, new Date('2033-01-10T00:00:00Z'), 72);
    expect(monthNames(later.dropped)).toEqual(['2026-10', '2026-11', '2026-12']);
    expect(monthNames(await repo.listPartitions())).toEqual(
      expect.arrayContaining(['2027-01', '2027-05', '2033-01', '2033-02', '2033-03']),
    );
    expect(monthNames(await repo.listPartitions())).not.toContain('2026-12');
    expect(await tablesOf()).toEqual({ 'far-ahead': 'audit_events_y2027m05' });
  });

  it("loses no event written while the event's month gets its partition", async () => {
    const firm = await createFirm(database.db);
    const repo = createAuditPartitionsRepo(database.db);
    const event = (i: number) => ({
      type: `during-${i}`,
      firmId: firm.id,
      createdAt: new Date(Date.UTC(2031, 2, 1 + (i % 28), 9)),
    });
    // On PostgreSQL (npm run test:server:pg) the writes and the partition's creation run on separate connections.
    const [created] = await Promise.all([
      repo.createPartition({ year: 2031, month: 3 }),
      ...Array.from({ length: 20 }, (_, i) => database.db.insert(auditEvents).values(event(i))),
    ]);
    expect(created).toBe(true);
    const rows = await rowsOf<{ partition: string }>(
      database.db,
      sql`SELECT tableoid::regclass::text AS partition FROM audit_events WHERE type LIKE 'during-%'`,
    );
    expect(rows.map((row) => row.partition)).toEqual(Array(20).fill('audit_events_y2031m03'));
  });

  // Migration 0055, partitions-repo.ts subjectStatistics: without statistics of its own a partial index's expression is
  // estimated at PostgreSQL's default 0.5 % of the rows (25 of these 5 000), which led the plan to read the firm's month.
  it("estimates a client's rows of a month from statistics, in partitions made by the migration and by the job", async () => {
    const firm = await createFirm(database.db);
    const repo = createAuditPartitionsRepo(database.db);
    await repo.createPartition({ year: 2032, month: 7 });
    const statistics = await rowsOf<{ partition: string; name: string | null }>(
      database.db,
      sql`SELECT i.inhrelid::regclass::text AS partition, s.stxname AS name FROM pg_inherits i
        LEFT JOIN pg_statistic_ext s ON s.stxrelid = i.inhrelid
        WHERE i.inhparent = 'audit_events'::regclass`,
    );
    expect(statistics.length).toBeGreaterThan(1);
    for (const { partition, name } of statistics) expect(name).toBe(`${partition}_subject_stats`);

    await database.db.execute(sql`INSERT INTO audit_events (type, firm_id, data, created_at)
      SELECT 'viewed', ${firm.id}, jsonb_build_object('clientId', n::text), '2032-07-10T09:00:00Z'
      FROM generate_series(1, 5000) n`);
    await database.db.execute(sql.raw('ANALYZE audit_events_y2032m07'));
    const [explained] = await rowsOf<{ 'QUERY PLAN': [{ Plan: { 'Plan Rows': number } }] }>(
      database.db,
      sql`EXPLAIN (FORMAT JSON) SELECT id FROM audit_events_y2032m07 WHERE data->>'clientId' = '77'`,
    );
    expect(explained?.['QUERY PLAN'][0].Plan['Plan Rows']).toBeLessThan(5);
  });
});
