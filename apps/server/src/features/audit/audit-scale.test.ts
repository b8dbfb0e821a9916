import { auditPerPage, auditResponseSchema } from '@atrium/domain/contract/audit';
import { pageTotalCap } from '@atrium/domain/contract/fields';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFinds } from '../../db/schema.ts';
import { useTestApp } from '../../test/build-test-app.ts';
import { anotherFirm, createClientUser, createFirmWithStaff, lastingTokens } from '../../test/factories.ts';

// The audit page of a long trail: its total counted up to pageTotalCap, and the export read in keyset
// batches (service.ts: 500 a batch) in the list's order, ties of time included, each entry once.

const { database, t } = useTestApp();
const tokens = {} as Record<'admin' | 'otherAdmin', string>;
const events = pageTotalCap + 1;
const changes = 700;

function get(url: string, token: string) {
  return t.app.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}` } });
}

beforeAll(async () => {
  const db = database.db;
  const { firm, adviser, admin } = await createFirmWithStaff(db, ['adviser', 'admin']);
  const client = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'Ada Long' });
  const { firm: other, admin: otherAdmin } = await anotherFirm(db, ['admin']);
  Object.assign(tokens, await lastingTokens(db, { admin: admin.id, otherAdmin: otherAdmin.id }));
  const [factFind] = await db
    .insert(factFinds)
    .values({ firmId: firm.id, clientId: client.client.id, data: {} })
    .returning({ id: factFinds.id });
  // One event a second from 1 January 2026; three events share each minute's first second with a fact-find change
  // (ties across both trails), and the other firm's rows interleave.
  await db.execute(sql`
    insert into audit_events (firm_id, user_id, type, created_at)
    select ${firm.id}, ${admin.id}, 'scale.test', timestamptz '2026-01-01 00:00:00+00' + (n / 3) * interval '1 second'
      from generate_series(0, ${events - 1}) n`);
  await db.execute(sql`
    insert into fact_find_changes (firm_id, fact_find_id, user_id, path, new, created_at)
    select ${firm.id}, ${factFind?.id ?? 0}, ${client.user.id}, 'outgoings.food', to_jsonb(n),
           timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second'
      from generate_series(0, ${changes - 1}) n`);
  await db.execute(sql`
    insert into audit_events (firm_id, type, created_at)
    select ${other.id}, 'scale.other', timestamptz '2026-01-01 00:00:00+00' + n * interval '1 second'
      from generate_series(0, 99) n`);
});

describe('a firm with more entries than a page counts', () => {
  it('says "more than" the cap, and pages to the last page counted', async () => {
    const response = await get('/api/adviser/audit', tokens.admin);
    expect(response.statusCode).toBe(200);
    const page = auditResponseSchema.strict().parse(response.json());
    expect(page.meta).toEqual({
      current_page: 1,
      last_page: pageTotalCap / auditPerPage,
      per_page: auditPerPage,
      total: pageTotalCap,
      total_capped: true,
    });
    expect(page.data).toHaveLength(auditPerPage);
    const last = auditResponseSchema.parse(
      (await get(`/api/adviser/audit?page=${pageTotalCap / auditPerPage}`, tokens.admin)).json(),
    );
    expect(last.data).toHaveLength(auditPerPage);
    // Filtered under the cap: the exact count, no flag.
    const few = auditResponseSchema.parse(
      (await get('/api/adviser/audit?type=factfind.change', tokens.admin)).json(),
    );
    expect(few.meta).toEqual({ current_page: 1, last_page: 14, per_page: auditPerPage, total: changes });
  });

  it('orders entries of the same moment by kind, then newest id, across the two trails', async () => {
    const page = auditResponseSchema.parse((await get('/api/adviser/audit?page=1', tokens.admin)).json());
    const keys = page.data.map((entry) => [entry.occurred_at, entry.kind, entry.id] as const);
    const sorted = [...keys].sort(
      (a, b) => b[0].localeCompare(a[0]) || a[1].localeCompare(b[1]) || Number(b[2]) - Number(a[2]),
    );
    expect(keys).toEqual(sorted);
  });

  it('exports every entry once, in the list’s order, across batches', async () => {
    const response = await get('/api/adviser/audit/export', tokens.admin);
    expect(response.statusCode).toBe(200);
    const lines = response.body.split('\r\n').slice(1, -1);
    // The export's own event is recorded before the trail is read, and is in it.
    expect(lines).toHaveLength(events + changes + 1);
    const keys = lines.map((line) => line.split(',').slice(0, 2).join(','));
    // Each change once (its value is its number), and three events a second, none lost or repeated at the
    // batches' edges.
    const changed = lines.flatMap((line) => /""new"":(\d+)/.exec(line)?.[1] ?? []).map(Number);
    expect(changed.sort((a, b) => a - b)).toEqual(Array.from({ length: changes }, (_, n) => n));
    const perSecond = new Map<string, number>();
    for (const key of keys.filter((key) => key.endsWith(',event')).slice(1)) {
      perSecond.set(key, (perSecond.get(key) ?? 0) + 1);
    }
    expect([...perSecond.values()].filter((n) => n !== 3)).toEqual([events % 3]);
    // The list's page 2 (the export's own event is on page 1 now) is the export's entries 51 to 100.
    const listed = auditResponseSchema.parse((await get('/api/adviser/audit?page=2', tokens.admin)).json());
    expect(listed.data.map((entry) => `${entry.occurred_at},${entry.kind}`)).toEqual(
      keys.slice(auditPerPage, 2 * auditPerPage),
    );
    const times = lines.map((line) => line.slice(0, 24));
    expect([...times].sort().reverse()).toEqual(times);
    // The other firm's rows are in neither.
    expect(response.body).not.toContain('scale.other');
  });
});
