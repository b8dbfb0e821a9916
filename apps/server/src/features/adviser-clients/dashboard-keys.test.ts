import { dashboardListLimit } from '@atrium/domain/contract/adviser';
import { todayIso } from '@atrium/domain/factfind/dates';
import { addDaysIso, riskReviewNoticeDays } from '@atrium/domain/risk/review';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { factFinds, riskAssessments } from '../../db/schema.ts';
import { rowsOf } from '../../db/sql-executor.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { createClientUser } from '../../test/factories.ts';
import { isCurrentRiskResult } from '../risk/repo.ts';
import { createAdviserDashboardRepo } from './dashboard-repo.ts';

// The dashboard's kept keys (migration 0051: clients.risk_review_due_on and joint_risk_review_due_on, the review date
// of each person's current risk result) against what they stand for, computed from the rows as the dashboard did
// before they were kept, after every kind of change and concurrent ones; and the dashboard's lists and counts against
// the queries it ran before (a window count over every match, the current result checked per assessment).

const { database, world, call } = useFactFindWorld();

type Mismatch = { client_id: number; person: number; kept: string | null; derived: string | null };

async function mismatches(): Promise<Mismatch[]> {
  return rowsOf<Mismatch>(
    database.db,
    sql`SELECT * FROM (
      SELECT c.id AS client_id, p.person,
        (CASE WHEN p.person = 2 THEN c.joint_risk_review_due_on ELSE c.risk_review_due_on END)::text AS kept,
        (SELECT ${riskAssessments.reviewDueOn}::text FROM ${riskAssessments}
          WHERE ${riskAssessments.clientId} = c.id AND ${riskAssessments.person} = p.person
            AND ${riskAssessments.status} = 'completed' AND ${isCurrentRiskResult}) AS derived
      FROM clients c CROSS JOIN (VALUES (1), (2)) AS p(person)) figures
     WHERE kept IS DISTINCT FROM derived`,
  );
}

const at = (day: number) => new Date(Date.UTC(2026, 0, day, 12));

async function result(
  clientId: number,
  values: { person?: 1 | 2; status?: 'in-progress' | 'completed'; completedDay?: number; due?: string },
) {
  const [row] = await database.db
    .insert(riskAssessments)
    .values({
      firmId: world.firm.id,
      clientId,
      person: values.person ?? 1,
      questionnaireVersion: 3,
      status: values.status ?? 'completed',
      completedAt: values.completedDay === undefined ? null : at(values.completedDay),
      reviewDueOn: values.due ?? null,
    })
    .returning({ id: riskAssessments.id });
  return row?.id ?? 0;
}

async function keptOf(clientId: number) {
  const [row] = await rowsOf<{ one: string | null; two: string | null }>(
    database.db,
    sql`SELECT risk_review_due_on::text AS one, joint_risk_review_due_on::text AS two FROM clients WHERE id = ${clientId}`,
  );
  return row;
}

describe('the kept risk review dates', () => {
  it('follow each person’s current result through every kind of change', async () => {
    const { joint, single } = world;
    const client = joint.client.id;
    expect(await mismatches()).toEqual([]);

    // A questionnaire in progress is no one's result; completed, it is person 1's current one.
    const first = await result(client, { status: 'in-progress' });
    expect(await keptOf(client)).toEqual({ one: null, two: null });
    await database.db
      .update(riskAssessments)
      .set({ status: 'completed', completedAt: at(1), reviewDueOn: '2027-01-01' })
      .where(eq(riskAssessments.id, first));
    expect(await keptOf(client)).toEqual({ one: '2027-01-01', two: null });

    // The partner's own result; a retake of person 1 replaces theirs; an older one completed later in id does not.
    const partner = await result(client, { person: 2, completedDay: 2, due: '2027-01-02' });
    const retake = await result(client, { completedDay: 5, due: '2027-01-05' });
    await result(client, { completedDay: 3, due: '2027-01-03' });
    expect(await keptOf(client)).toEqual({ one: '2027-01-05', two: '2027-01-02' });
    expect(await mismatches()).toEqual([]);

    // The date moved (the firm's setting), the retake reopened, then removed.
    await database.db
      .update(riskAssessments)
      .set({ reviewDueOn: '2027-02-05' })
      .where(eq(riskAssessments.id, retake));
    expect((await keptOf(client))?.one).toBe('2027-02-05');
    await database.db
      .update(riskAssessments)
      .set({ status: 'in-progress' })
      .where(eq(riskAssessments.id, retake));
    expect((await keptOf(client))?.one).toBe('2027-01-03');
    expect(await mismatches()).toEqual([]);
    await database.db.delete(riskAssessments).where(eq(riskAssessments.id, retake));
    expect(await mismatches()).toEqual([]);

    // A result moved to the other person, then to another household.
    await database.db.update(riskAssessments).set({ person: 1 }).where(eq(riskAssessments.id, partner));
    expect(await keptOf(client)).toEqual({ one: '2027-01-03', two: null });
    await database.db
      .update(riskAssessments)
      .set({ clientId: single.client.id, person: 2 })
      .where(eq(riskAssessments.id, partner));
    expect((await keptOf(single.client.id))?.two).toBe('2027-01-02');
    expect(await mismatches()).toEqual([]);

    // Every result gone: nothing due.
    await database.db.delete(riskAssessments).where(eq(riskAssessments.clientId, client));
    await database.db.delete(riskAssessments).where(eq(riskAssessments.clientId, single.client.id));
    expect(await keptOf(client)).toEqual({ one: null, two: null });
    expect(await keptOf(single.client.id)).toEqual({ one: null, two: null });
    expect(await mismatches()).toEqual([]);
  });

  it('stay right under concurrent results of one household', async () => {
    const client = world.joint.client.id;
    await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        result(client, {
          person: i % 2 === 0 ? 1 : 2,
          completedDay: 10 + ((i * 7) % 10),
          due: `2027-03-${String(10 + i).padStart(2, '0')}`,
        }),
      ),
    );
    expect(await mismatches()).toEqual([]);
    await Promise.all([
      database.db
        .delete(riskAssessments)
        .where(sql`${riskAssessments.clientId} = ${client} AND ${riskAssessments.id} % 3 = 0`),
      result(client, { person: 2, completedDay: 30, due: '2027-04-01' }),
      database.db
        .update(riskAssessments)
        .set({ reviewDueOn: '2027-05-01' })
        .where(sql`${riskAssessments.clientId} = ${client} AND ${riskAssessments.id} % 3 = 1`),
    ]);
    expect(await mismatches()).toEqual([]);
  });
});

// The dashboard's two lists as it read them before migration 0051: every match with a window count.
async function awaitingBefore(adviserId: number | null) {
  return rowsOf<{ client_id: number; name: string; fact_find_id: number; total: number }>(
    database.db,
    sql`SELECT c.id AS client_id, c.name, f.id AS fact_find_id, count(*) OVER ()::int AS total
      FROM fact_finds f JOIN clients c ON c.id = f.client_id
     WHERE c.firm_id = ${world.firm.id} AND (${adviserId}::int IS NULL OR c.adviser_id = ${adviserId}::int)
       AND f.status = 'awaiting-review'
     ORDER BY f.submitted_at ASC NULLS LAST, f.id ASC LIMIT ${dashboardListLimit}`,
  );
}

async function risksBefore(adviserId: number | null, until: string) {
  return rowsOf<{ client_id: number; name: string; due: string; total: number }>(
    database.db,
    sql`SELECT c.id AS client_id,
        CASE WHEN ${riskAssessments.person} = 2 THEN coalesce(c.joint_name, c.name) ELSE c.name END AS name,
        ${riskAssessments.reviewDueOn}::text AS due, count(*) OVER ()::int AS total
      FROM ${riskAssessments} JOIN clients c ON c.id = ${riskAssessments.clientId}
     WHERE c.firm_id = ${world.firm.id} AND (${adviserId}::int IS NULL OR c.adviser_id = ${adviserId}::int)
       AND ${riskAssessments.status} = 'completed' AND ${riskAssessments.reviewDueOn} <= ${until}::date
       AND ${isCurrentRiskResult}
     ORDER BY ${riskAssessments.reviewDueOn}, c.id, ${riskAssessments.person} LIMIT ${dashboardListLimit}`,
  );
}

describe('the dashboard’s fact-finds awaiting review and risk reviews due', () => {
  it('are the same lists and counts as before, for the firm’s admin and for each adviser', async () => {
    const { firm, adviser, otherAdviser, tokens } = world;
    const db = database.db;
    const today = todayIso(new Date(), 'Europe/London');
    const until = addDaysIso(today, riskReviewNoticeDays);
    // 70 households over two advisers: more than a page for the admin, less for each adviser.
    for (let i = 0; i < 70; i++) {
      const made = await createClientUser(db, {
        firmId: firm.id,
        adviserId: i % 3 === 0 ? otherAdviser.id : adviser.id,
        name: `Client ${String(i).padStart(2, '0')} Ash`,
        ...(i % 4 === 0 ? { jointName: `Partner ${i} Ash` } : {}),
      });
      const clientId = made.client.id;
      if (i % 5 !== 4) {
        // Submissions on a few days (ties broken by id), one never dated.
        await db.insert(factFinds).values({
          firmId: firm.id,
          clientId,
          status: i === 7 ? 'reviewed' : 'awaiting-review',
          submittedAt: i === 11 ? null : at(1 + (i % 6)),
          data: {},
        });
      }
      // Person 1: an older result due soon replaced by a retake due later for some; due dates around the window.
      await result(clientId, { completedDay: 1, due: addDaysIso(today, (i % 9) * 5 - 10) });
      if (i % 6 === 0) await result(clientId, { completedDay: 2, due: addDaysIso(today, 200) });
      if (i % 4 === 0)
        await result(clientId, { person: 2, completedDay: 3, due: addDaysIso(today, (i % 7) * 4) });
    }
    expect(await mismatches()).toEqual([]);

    for (const [adviserId, token] of [
      [null, tokens.admin],
      [adviser.id, tokens.adviser],
      [otherAdviser.id, tokens.otherAdviser],
    ] as const) {
      const answer = await call('GET', '/api/adviser/dashboard', token);
      expect(answer.statusCode, answer.body).toBe(200);
      const body = answer.json();
      const awaiting = await awaitingBefore(adviserId);
      expect(awaiting.length).toBeGreaterThan(5);
      expect(body.awaiting_review.total).toBe(awaiting[0]?.total);
      expect(body.awaiting_review.total_capped).toBeUndefined();
      expect(
        body.awaiting_review.items.map(
          (item: { client: { id: number; name: string }; fact_find_id: number }) => [
            item.client.id,
            item.client.name,
            item.fact_find_id,
          ],
        ),
      ).toEqual(awaiting.map((row) => [row.client_id, row.name, row.fact_find_id]));

      const risks = await risksBefore(adviserId, until);
      expect(risks.length).toBeGreaterThan(5);
      expect(body.risk_reviews_due.total).toBe(risks[0]?.total);
      expect(
        body.risk_reviews_due.items.map(
          (item: { client: { id: number; name: string }; review_due_on: string }) => [
            item.client.id,
            item.client.name,
            item.review_due_on,
          ],
        ),
      ).toEqual(risks.map((row) => [row.client_id, row.name, row.due]));
    }
    // The admin's lists are full pages, their counts beyond them.
    const admin = (await call('GET', '/api/adviser/dashboard', tokens.admin)).json();
    expect(admin.awaiting_review.items).toHaveLength(dashboardListLimit);
    expect(admin.awaiting_review.total).toBeGreaterThan(dashboardListLimit);
    expect(admin.risk_reviews_due.items).toHaveLength(dashboardListLimit);
    expect(admin.risk_reviews_due.total).toBeGreaterThan(dashboardListLimit);

    // Counted up to the cap and one more, no further (the service reports past the cap as total_capped).
    const repo = createAdviserDashboardRepo(db);
    const scope = { firmId: firm.id, adviserId: null, viewerId: world.admin.id };
    expect((await repo.awaitingReview(scope, 2, 3)).counted).toBe(4);
    expect((await repo.riskReviewsDue(scope, until, 2, 3)).counted).toBe(8);
    expect((await repo.awaitingReview(scope, 2, 3)).rows).toHaveLength(2);
    // An adviser's, found from their book (migration 0056), counted the same way.
    const book = { ...scope, adviserId: world.adviser.id, viewerId: world.adviser.id };
    expect((await repo.awaitingReview(book, 2, 3)).counted).toBe(4);
    expect((await repo.awaitingReview(book, 2, 3)).rows).toHaveLength(2);
  });
});
