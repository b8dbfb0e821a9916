import { type PipelineRow, pipelinePageSize, pipelineResponseSchema } from '@atrium/domain/contract/reviews';
import type { ReviewStatus } from '@atrium/domain/review/schedule';
import { addDaysIso } from '@atrium/domain/risk/review';
import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, reviews } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';
import { anotherFirm, createClientUser, createFirmWithStaff, lastingTokens } from '../../test/factories.ts';

// The pipeline (GET api/adviser/reviews, docs/reviews.md) paged by its keyset: overdue first (oldest date first), then
// open reviews by date, then closed ones (latest first), then households without a date; a stage filter; the counts
// of every household in reach at each stage.

const clock = createFakeClock(new Date('2026-11-02T09:00:00Z'));
const { database, t } = useTestApp({ clock });
const call = requester(() => t);
const today = '2026-11-02';
const tokens = {} as Record<'adviser' | 'admin' | 'stranger', string>;
// The adviser's households by name, in the order the pipeline must list them.
const expected: string[] = [];
const world = { firmId: 0 };

beforeAll(async () => {
  const db = database.db;
  const { firm, adviser, admin, otherAdviser } = await createFirmWithStaff(db, [
    'adviser',
    'admin',
    'otherAdviser',
  ]);
  world.firmId = firm.id;
  const stranger = await anotherFirm(db, ['adviser']);
  Object.assign(
    tokens,
    await lastingTokens(db, { adviser: adviser.id, admin: admin.id, stranger: stranger.adviser.id }),
  );
  const household = async (name: string, adviserId = adviser.id) =>
    (await createClientUser(db, { firmId: firm.id, adviserId, name })).client.id;
  const review = (clientId: number, status: ReviewStatus, dueOn: string) =>
    db.insert(reviews).values({ firmId: firm.id, clientId, status, dueOn });

  // Made in an order unlike the pipeline's, so the order is the server's.
  const closedLater = await household('Closed Later');
  await review(closedLater, 'completed', addDaysIso(today, -20));
  await review(closedLater, 'scheduled', addDaysIso(today, 345));
  const closedEarlier = await household('Closed Earlier');
  await review(closedEarlier, 'declined', addDaysIso(today, -40));
  await review(closedEarlier, 'scheduled', addDaysIso(today, 325));
  for (const name of ['Zed Undated', 'Amy Undated']) await household(name);
  // 52 open reviews, in the future; two of them on the same day (ordered by name).
  for (let i = 52; i >= 1; i--) {
    const id = await household(`Open ${String(i).padStart(2, '0')}`);
    await review(id, i % 3 === 0 ? 'invited' : 'scheduled', addDaysIso(today, i === 2 ? 1 : i));
  }
  for (const [name, days, status] of [
    ['Overdue Recent', -1, 'checkin_done'],
    ['Overdue Oldest', -30, 'invited'],
    ['Overdue Middle', -5, 'scheduled'],
  ] as const)
    await review(await household(name), status, addDaysIso(today, days));
  // Another adviser's household: the admin's pipeline only.
  await review(await household('Other Adviser', otherAdviser.id), 'scheduled', addDaysIso(today, 10));

  expected.push(
    'Overdue Oldest',
    'Overdue Middle',
    'Overdue Recent',
    'Open 01',
    'Open 02',
    ...Array.from({ length: 50 }, (_, i) => `Open ${String(i + 3).padStart(2, '0')}`),
    'Closed Later',
    'Closed Earlier',
    'Amy Undated',
    'Zed Undated',
  );
});

async function page(token: string, query = '') {
  const response = await call('GET', `/api/adviser/reviews${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return pipelineResponseSchema.parse(response.json());
}

// Every page of a stage, followed by its cursor; the rows in order.
async function allPages(token: string, stage = '') {
  const rows: PipelineRow[] = [];
  let cursor: string | null = null;
  let pages = 0;
  do {
    const params = new URLSearchParams({ ...(stage ? { stage } : {}), ...(cursor ? { cursor } : {}) });
    const answer = await page(token, `?${params}`);
    expect(answer.data.length).toBeLessThanOrEqual(pipelinePageSize);
    rows.push(...answer.data);
    cursor = answer.next_cursor;
    pages++;
  } while (cursor !== null);
  return { rows, pages };
}

describe('the review pipeline, paged', () => {
  it('lists overdue first, then open by date, then closed latest first, then undated, a page at a time', async () => {
    const first = await page(tokens.adviser);
    expect(first.data).toHaveLength(pipelinePageSize);
    expect(first.next_cursor).toEqual(expect.any(String));
    expect(first.data.slice(0, 3).map((row) => [row.client.name, row.is_overdue])).toEqual([
      ['Overdue Oldest', true],
      ['Overdue Middle', true],
      ['Overdue Recent', true],
    ]);
    const { rows, pages } = await allPages(tokens.adviser);
    expect(pages).toBe(2);
    expect(rows.map((row) => row.client.name)).toEqual(expected);
    // A closed review shows the next date; a household without one, no review.
    expect(rows.find((row) => row.client.name === 'Closed Later')).toMatchObject({
      status: 'completed',
      is_overdue: false,
      next_due_on: addDaysIso(today, 345),
    });
    expect(rows.find((row) => row.client.name === 'Amy Undated')).toMatchObject({
      status: null,
      review_id: null,
      people: 1,
    });
  });

  it('counts every household in reach at each stage, whatever the page or stage asked', async () => {
    const counts = {
      total: 59,
      overdue: 3,
      unscheduled: 2,
      by_status: {
        scheduled: 36,
        invited: 18,
        in_progress: 0,
        checkin_done: 1,
        meeting_booked: 0,
        completed: 1,
        declined: 1,
        not_attempted: 0,
      },
    };
    expect((await page(tokens.adviser)).counts).toEqual(counts);
    expect((await page(tokens.adviser, '?stage=declined')).counts).toEqual(counts);
    // The admin's reach is the firm's: the other adviser's household too.
    const firm = (await page(tokens.admin)).counts;
    expect(firm.total).toBe(60);
    expect(firm.by_status.scheduled).toBe(37);
    expect((await page(tokens.stranger)).counts.total).toBe(0);
  });

  it('filters by stage: a state, overdue, or no date yet', async () => {
    const names = async (stage: string) =>
      (await allPages(tokens.adviser, stage)).rows.map((r) => r.client.name);
    expect(await names('overdue')).toEqual(['Overdue Oldest', 'Overdue Middle', 'Overdue Recent']);
    expect(await names('unscheduled')).toEqual(['Amy Undated', 'Zed Undated']);
    expect(await names('declined')).toEqual(['Closed Earlier']);
    expect(await names('checkin_done')).toEqual(['Overdue Recent']);
    const invited = await names('invited');
    expect(invited[0]).toBe('Overdue Oldest');
    expect(invited).toHaveLength(18);
  });

  it('refuses a stage or cursor that is not its own', async () => {
    const stage = await call('GET', '/api/adviser/reviews?stage=lost', tokens.adviser);
    expect(stage.statusCode).toBe(422);
    expect(stage.json().errors).toHaveProperty('stage');
    for (const cursor of ['not-ours', Buffer.from('[9,0,"a",1]').toString('base64url')]) {
      const response = await call('GET', `/api/adviser/reviews?cursor=${cursor}`, tokens.adviser);
      expect(response.statusCode).toBe(422);
      expect(response.json().errors).toHaveProperty('cursor');
    }
  });

  it('keeps each household’s current review on its row through every kind of change (migration 0046)', async () => {
    const db = database.db;
    const idOf = async (name: string) => {
      const [row] = await db.select({ id: clients.id }).from(clients).where(eq(clients.name, name));
      if (!row) throw new Error(`no household ${name}`);
      return row.id;
    };
    const open05 = await idOf('Open 05');
    const closedLater = await idOf('Closed Later');
    // Closed, then a successor scheduled (the closed one stays current), then its check-in opened (it becomes current).
    await db.update(reviews).set({ status: 'completed' }).where(eq(reviews.clientId, open05));
    const [next] = await db
      .insert(reviews)
      .values({ firmId: world.firmId, clientId: open05, dueOn: addDaysIso(today, 300) })
      .returning();
    const kept = async (clientId: number) =>
      (
        await db
          .select({ id: clients.reviewId, status: clients.reviewStatus, dueOn: clients.reviewDueOn })
          .from(clients)
          .where(eq(clients.id, clientId))
      )[0];
    expect((await kept(open05))?.status).toBe('completed');
    await db
      .update(reviews)
      .set({ status: 'invited' })
      .where(eq(reviews.id, next?.id ?? 0));
    expect(await kept(open05)).toEqual({ id: next?.id, status: 'invited', dueOn: addDaysIso(today, 300) });
    await db
      .update(reviews)
      .set({ dueOn: addDaysIso(today, 200) })
      .where(eq(reviews.id, next?.id ?? 0));
    // Every review of a household gone (an erasure's open review, a purge): no current review.
    await db.delete(reviews).where(eq(reviews.clientId, closedLater));
    expect(await kept(closedLater)).toEqual({ id: null, status: null, dueOn: null });

    // The oracle: each household's current review read from its reviews, as the pipeline did before it was kept.
    const mismatches = await rowsOf<{ id: number }>(
      db,
      sql`SELECT c.id FROM clients c LEFT JOIN LATERAL (
          SELECT n.id, n.status, n.due_on FROM reviews n WHERE n.client_id = c.id
          ORDER BY CASE WHEN n.status IN ('completed', 'declined', 'not_attempted') THEN 1
            WHEN n.status = 'scheduled' THEN 2 ELSE 0 END, n.id DESC LIMIT 1) r ON true
        WHERE (c.review_id, c.review_status, c.review_due_on) IS DISTINCT FROM (r.id, r.status, r.due_on)`,
    );
    expect(mismatches).toEqual([]);
  });
});
