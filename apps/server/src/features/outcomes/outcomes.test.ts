import {
  type OutcomesReport,
  outcomesMessages,
  outcomesReportResponseSchema,
} from '@atrium/domain/contract/outcomes';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { factFindSteps } from '@atrium/domain/factfind/lookup';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '../../db/connect.ts';
import { conversations, factFinds, messages, reviews, supportNeeds } from '../../db/schema.ts';
import { expectAdminOnly } from '../../test/access.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirmWithStaff, createUser, lastingTokens } from '../../test/factories.ts';

// The outcomes report (docs/outcomes-report.md) counted from a firm seeded by hand: two advisers' households and one
// with no adviser, some with recorded support needs; reviews in every state, fact-finds at several steps, messages
// answered inside and outside the firm's target of 48 working hours. Every expectation below is worked out by hand
// in the comments beside the data. Today is Monday 16 November 2026, noon (GMT); the default period is Q4 2026.
const now = new Date('2026-11-16T12:00:00Z');
const clock = createFakeClock(now);
const { database, t } = useTestApp({ clock });
const call = requester(() => t);

const at = (iso: string) => new Date(iso);
const steps = factFindSteps(baseTemplate, []);
const stepCount = steps.length;

// A current support need of person 1 of each household (support_needs, migration 0038), as the client records it.
async function markSupportNeeds(db: Db, firmId: number, households: { client: { id: number } }[]) {
  for (const { client } of households)
    await db.insert(supportNeeds).values({
      firmId,
      clientId: client.id,
      person: 1,
      drivers: ['health'],
      consentAt: now,
      consentVersion: 'test',
    });
}

async function seed(db: Db) {
  const { firm, adviser, otherAdviser, admin } = await createFirmWithStaff(db, [
    'adviser',
    'otherAdviser',
    'admin',
  ]);
  const client = (name: string, adviserId: number | null) =>
    createClientUser(db, { firmId: firm.id, adviserId, name });
  // Sarah Mitchell's households A1–A4, Tom Reed's B1–B2, U1 with no adviser. A1, A4 and B2 have support needs.
  const a1 = await client('Alice Support', adviser.id);
  const a2 = await client('Arthur Plain', adviser.id);
  const a3 = await client('Anna Plain', adviser.id);
  const a4 = await client('Amos Support', adviser.id);
  const b1 = await client('Bella Plain', otherAdviser.id);
  const b2 = await client('Boris Support', otherAdviser.id);
  const u1 = await client('Uma Nobody', null);
  await markSupportNeeds(db, firm.id, [a1, a4, b2]);
  // B1 recorded a need and withdrew it: without.
  await db.insert(supportNeeds).values({
    firmId: firm.id,
    clientId: b1.client.id,
    person: 1,
    consentAt: now,
    consentVersion: 'test',
    withdrawnAt: now,
  });

  const review = (c: typeof a1, values: Partial<typeof reviews.$inferInsert> & { dueOn: string }) =>
    db.insert(reviews).values({ firmId: firm.id, clientId: c.client.id, ...values });
  // A1 completed 10 days after its invitation; A2 completed after 30 days; A3 declined; A4 overdue (its date, 1
  // November, has passed and it is still open).
  await review(a1, {
    dueOn: '2026-10-10',
    status: 'completed',
    invitedAt: at('2026-09-01T09:00:00Z'),
    closedAt: at('2026-09-11T09:00:00Z'),
  });
  await review(a2, {
    dueOn: '2026-10-20',
    status: 'completed',
    invitedAt: at('2026-09-10T09:00:00Z'),
    closedAt: at('2026-10-10T09:00:00Z'),
  });
  await review(a3, { dueOn: '2026-08-01', status: 'completed', closedAt: at('2026-08-01T09:00:00Z') }); // not Q4
  await review(a3, { dueOn: '2026-10-05', status: 'declined', closedAt: at('2026-10-06T09:00:00Z') });
  await review(a4, { dueOn: '2026-11-01', status: 'invited', invitedAt: at('2026-09-20T09:00:00Z') });
  // B1 not attempted, and its next review open but not yet due; B2 completed 20 days after its invitation.
  await review(b1, { dueOn: '2026-10-15', status: 'not_attempted', closedAt: at('2026-11-01T09:00:00Z') });
  await review(b1, { dueOn: '2026-12-20', status: 'scheduled' });
  await review(b2, {
    dueOn: '2026-11-10',
    status: 'completed',
    invitedAt: at('2026-10-01T09:00:00Z'),
    closedAt: at('2026-10-21T09:00:00Z'),
  });
  // U1's check-in is in progress, its date (20 November) still ahead.
  await review(u1, { dueOn: '2026-11-20', status: 'in_progress', invitedAt: at('2026-10-09T09:00:00Z') });
  await review(u1, { dueOn: '2027-01-05', status: 'completed', closedAt: at('2026-11-02T09:00:00Z') }); // not Q4

  const factFind = (c: typeof a1, values: Partial<typeof factFinds.$inferInsert>) =>
    db.insert(factFinds).values({ firmId: firm.id, clientId: c.client.id, ...values });
  // A1 completed "Employment" (step 2); A2 submitted; A3's first started 23:30 BST on 30 September (before Q4),
  // its second 00:30 BST on 1 October (in Q4) with no step done; B1's latest (the one counted) completed "Address"
  // (step 3) after an earlier submitted one; B2's last step was a page of the firm's that its template no longer has
  // (so every base page counts as done). U1 started none.
  await factFind(a1, { createdAt: at('2026-10-05T10:00:00Z'), lastCompletedStep: 'employment' });
  await factFind(a2, {
    createdAt: at('2026-10-06T10:00:00Z'),
    lastCompletedStep: 'objectives',
    status: 'awaiting-review',
    submittedAt: at('2026-10-08T10:00:00Z'),
  });
  await factFind(a3, {
    createdAt: at('2026-09-30T22:30:00Z'),
    status: 'reviewed',
    lastCompletedStep: 'address',
  });
  await factFind(a3, { createdAt: at('2026-09-30T23:30:00Z') });
  await factFind(b1, {
    createdAt: at('2026-10-02T10:00:00Z'),
    status: 'reviewed',
    lastCompletedStep: 'objectives',
    submittedAt: at('2026-10-03T10:00:00Z'),
  });
  await factFind(b1, { createdAt: at('2026-11-02T10:00:00Z'), lastCompletedStep: 'address' });
  await factFind(b2, { createdAt: at('2026-10-10T10:00:00Z'), lastCompletedStep: 'custom.retired-page' });

  const conversationOf = async (c: typeof a1) => {
    const [row] = await db
      .insert(conversations)
      .values({ firmId: firm.id, clientId: c.client.id })
      .returning();
    if (!row) throw new Error('no conversation');
    return row.id;
  };
  const send = (conversationId: number, senderUserId: number, iso: string) =>
    db.insert(messages).values({ conversationId, senderUserId, body: 'Hello', createdAt: at(iso) });
  // Working hours are Monday to Friday, UK time; the target 48 of them.
  const cA1 = await conversationOf(a1);
  // Friday 16:00 → Monday 10:00: 8 + 10 = 18 working hours, within.
  await send(cA1, a1.user.id, '2026-11-06T16:00:00Z');
  await send(cA1, adviser.id, '2026-11-09T10:00:00Z');
  const cA2 = await conversationOf(a2);
  // Thursday 00:30 BST → Saturday 00:45 BST: 47.5 working hours (Thursday and Friday), within; counted in UTC it
  // would be 48.25, late.
  await send(cA2, a2.user.id, '2026-10-07T23:30:00Z');
  await send(cA2, adviser.id, '2026-10-09T23:45:00Z');
  // Monday 09:00 → Thursday 10:00: 73 working hours, late; Wednesday 09:00 → the same reply: 25, within.
  await send(cA2, a2.user.id, '2026-11-02T09:00:00Z');
  await send(cA2, a2.user.id, '2026-11-04T09:00:00Z');
  await send(cA2, admin.id, '2026-11-05T10:00:00Z');
  const cA3 = await conversationOf(a3);
  // Wednesday 09:00 → Friday 09:00: exactly 48, within.
  await send(cA3, a3.user.id, '2026-11-11T09:00:00Z');
  await send(cA3, adviser.id, '2026-11-13T09:00:00Z');
  const cB1 = await conversationOf(b1);
  // Tuesday 09:00, no reply by Monday noon: 15 + 24 + 24 + 24 + 12 = 99, past the target.
  await send(cB1, b1.user.id, '2026-11-10T09:00:00Z');
  const cB2 = await conversationOf(b2);
  // September: not in Q4. Friday 17:00, no reply by Monday noon: 7 + 12 = 19, still within.
  await send(cB2, b2.user.id, '2026-09-29T09:00:00Z');
  await send(cB2, otherAdviser.id, '2026-09-29T10:00:00Z');
  await send(cB2, b2.user.id, '2026-11-13T17:00:00Z');
  const cU1 = await conversationOf(u1);
  // An hour ago, awaiting.
  await send(cU1, u1.user.id, '2026-11-16T11:00:00Z');

  // Another firm's review, fact-find and message, in Q4: never counted in this firm's report.
  const other = await createFirmWithStaff(db, ['adviser', 'admin'], { name: 'Elsewhere Ltd' });
  const stranger = await createClientUser(db, { firmId: other.firm.id, adviserId: other.adviser.id });
  await db.insert(reviews).values({
    firmId: other.firm.id,
    clientId: stranger.client.id,
    dueOn: '2026-10-10',
    status: 'completed',
  });
  await db
    .insert(factFinds)
    .values({ firmId: other.firm.id, clientId: stranger.client.id, createdAt: at('2026-10-10T10:00:00Z') });
  const [strangerConversation] = await db
    .insert(conversations)
    .values({ firmId: other.firm.id, clientId: stranger.client.id })
    .returning();
  await send(strangerConversation?.id ?? 0, stranger.user.id, '2026-11-10T09:00:00Z');

  const tokens = await lastingTokens(db, {
    admin: admin.id,
    adviser: adviser.id,
    client: a1.user.id,
    otherAdmin: other.admin.id,
  });
  return { tokens, clientNames: [a1, a2, a3, a4, b1, b2, u1, stranger].map((c) => c.client.name) };
}

let world: Awaited<ReturnType<typeof seed>>;
beforeAll(async () => {
  world = await seed(database.db);
});

async function report(query = '', token = world.tokens.admin): Promise<OutcomesReport> {
  const response = await call('GET', `/api/adviser/reports/outcomes${query}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return outcomesReportResponseSchema.parse(response.json()).data;
}

type Row = { scope: string; adviser: string | null; group: string };
const find = <R extends Row>(rows: R[], adviser: string | null, group: string) => {
  const row = rows.find(
    (r) =>
      (adviser === null
        ? r.scope === 'firm'
        : adviser === 'none'
          ? r.scope === 'unassigned'
          : r.adviser === adviser) && r.group === group,
  );
  if (!row) throw new Error(`No row for ${adviser} ${group}`);
  return row;
};
const sarah = 'Sarah Mitchell';
const tom = 'Tom Reed';

describe('GET /api/adviser/reports/outcomes', () => {
  it('is the current quarter by default, with the firm first, then each adviser by name, then no adviser', async () => {
    const data = await report();
    expect(data.period).toEqual({
      from: '2026-10',
      to: '2026-12',
      first_day: '2026-10-01',
      last_day: '2026-12-31',
    });
    expect(data.reply_target_hours).toBe(48);
    expect(data.reviews.map((r) => [r.scope, r.adviser, r.group])).toEqual([
      ['firm', null, 'with_support_needs'],
      ['firm', null, 'without_support_needs'],
      ['firm', null, 'all'],
      ['adviser', sarah, 'with_support_needs'],
      ['adviser', sarah, 'without_support_needs'],
      ['adviser', sarah, 'all'],
      ['adviser', tom, 'with_support_needs'],
      ['adviser', tom, 'without_support_needs'],
      ['adviser', tom, 'all'],
      ['unassigned', null, 'with_support_needs'],
      ['unassigned', null, 'without_support_needs'],
      ['unassigned', null, 'all'],
    ]);
  });

  it('counts the reviews due in the period by what became of them, and the days from check-in to completion', async () => {
    const { reviews: rows } = await report();
    const counts = (adviser: string | null, group: string) => {
      const { scope: _s, adviser: _a, group: _g, ...rest } = find(rows, adviser, group);
      return rest;
    };
    // Delivered: A1 (10 days), A2 (30), B2 (20); median 20; 90th percentile 20 + 0.8 × (30 − 20) = 28.
    expect(counts(null, 'all')).toEqual({
      due: 8,
      delivered: 3,
      declined: 1,
      not_attempted: 1,
      overdue: 1,
      open: 2,
      timed: 3,
      median_days: 20,
      p90_days: 28,
    });
    // A1 and A2: median 20, 90th percentile 10 + 0.9 × 20 = 28.
    expect(counts(sarah, 'all')).toEqual({
      due: 4,
      delivered: 2,
      declined: 1,
      not_attempted: 0,
      overdue: 1,
      open: 0,
      timed: 2,
      median_days: 20,
      p90_days: 28,
    });
    expect(counts(tom, 'all')).toEqual({
      due: 3,
      delivered: 1,
      declined: 0,
      not_attempted: 1,
      overdue: 0,
      open: 1,
      timed: 1,
      median_days: 20,
      p90_days: 20,
    });
    expect(counts('none', 'all')).toEqual({
      due: 1,
      delivered: 0,
      declined: 0,
      not_attempted: 0,
      overdue: 0,
      open: 1,
      timed: 0,
      median_days: null,
      p90_days: null,
    });
  });

  it('counts the fact-finds started in the period, the steps each completed and how many were submitted', async () => {
    const { fact_finds } = await report();
    expect(fact_finds.steps.map((s) => s.slug)).toEqual(steps);
    // Staff read the steps said of the household (perspective.ts saidOfHousehold), not in the client's voice.
    expect(fact_finds.steps[0]).toEqual({ slug: 'about-you', title: 'About them' });
    const funnel = (adviser: string | null, group: string) => {
      const { started, reached, submitted } = find(fact_finds.rows, adviser, group);
      return { started, reached, submitted };
    };
    const fill = (...counts: number[]) => [
      ...counts,
      ...Array(stepCount - counts.length).fill(counts.at(-1)),
    ];
    // A1 (to step 2), A2 (submitted: every step), A3 (none), B1 (to step 3), B2 (every base step).
    expect(funnel(null, 'all')).toEqual({ started: 5, reached: fill(4, 4, 3, 2), submitted: 1 });
    expect(funnel(sarah, 'all')).toEqual({ started: 3, reached: fill(2, 2, 1), submitted: 1 });
    expect(funnel(tom, 'all')).toEqual({ started: 2, reached: fill(2, 2, 2, 1), submitted: 0 });
    expect(funnel('none', 'all')).toEqual({ started: 0, reached: fill(0), submitted: 0 });
  });

  it('counts the messages households sent in the period by their first reply, against 48 working hours', async () => {
    const { messages: rows } = await report();
    const counts = (adviser: string | null, group: string) => {
      const { scope: _s, adviser: _a, group: _g, ...rest } = find(rows, adviser, group);
      return rest;
    };
    expect(counts(null, 'all')).toEqual({
      received: 8,
      within_target: 4,
      late: 1,
      unanswered_late: 1,
      awaiting: 2,
    });
    expect(counts(sarah, 'all')).toEqual({
      received: 5,
      within_target: 4,
      late: 1,
      unanswered_late: 0,
      awaiting: 0,
    });
    expect(counts(tom, 'all')).toEqual({
      received: 2,
      within_target: 0,
      late: 0,
      unanswered_late: 1,
      awaiting: 1,
    });
    expect(counts('none', 'all')).toEqual({
      received: 1,
      within_target: 0,
      late: 0,
      unanswered_late: 0,
      awaiting: 1,
    });
  });

  it('splits every figure into households with and without recorded support needs', async () => {
    const data = await report();
    const review = (adviser: string | null, group: string) => {
      const r = find(data.reviews, adviser, group);
      return [r.due, r.delivered, r.declined, r.not_attempted, r.overdue, r.open, r.median_days, r.p90_days];
    };
    // With: A1 (delivered, 10 days), A4 (overdue), B2 (delivered, 20 days): median 15, p90 10 + 0.9 × 10 = 19.
    expect(review(null, 'with_support_needs')).toEqual([3, 2, 0, 0, 1, 0, 15, 19]);
    // Without: A2 (delivered, 30 days), A3 (declined), B1 (not attempted, then open), U1 (open).
    expect(review(null, 'without_support_needs')).toEqual([5, 1, 1, 1, 0, 2, 30, 30]);
    expect(review(sarah, 'with_support_needs')).toEqual([2, 1, 0, 0, 1, 0, 10, 10]);
    expect(review(tom, 'without_support_needs')).toEqual([2, 0, 0, 1, 0, 1, null, null]);
    expect(review('none', 'with_support_needs')).toEqual([0, 0, 0, 0, 0, 0, null, null]);

    const funnel = (adviser: string | null, group: string) => {
      const r = find(data.fact_finds.rows, adviser, group);
      return [r.started, r.reached[0], r.reached[2], r.reached.at(-1), r.submitted];
    };
    // With: A1 (to step 2), B2 (every base step). Without: A2 (submitted), A3 (none), B1 (to step 3).
    expect(funnel(null, 'with_support_needs')).toEqual([2, 2, 1, 1, 0]);
    expect(funnel(null, 'without_support_needs')).toEqual([3, 2, 2, 1, 1]);

    const message = (adviser: string | null, group: string) => {
      const r = find(data.messages, adviser, group);
      return [r.received, r.within_target, r.late, r.unanswered_late, r.awaiting];
    };
    // With: A1 (within), B2 (awaiting). Without: A2 (within, late, within), A3 (within), B1 (past), U1 (awaiting).
    expect(message(null, 'with_support_needs')).toEqual([2, 1, 0, 0, 1]);
    expect(message(null, 'without_support_needs')).toEqual([6, 3, 1, 1, 1]);
    expect(message(tom, 'with_support_needs')).toEqual([1, 0, 0, 0, 1]);
  });

  it('names no client: counts and advisers only', async () => {
    const response = await call('GET', '/api/adviser/reports/outcomes', world.tokens.admin);
    const csv = await call('GET', '/api/adviser/reports/outcomes.csv', world.tokens.admin);
    for (const name of world.clientNames) {
      expect(response.body).not.toContain(name);
      expect(csv.body).not.toContain(name);
    }
    expect(response.body).not.toMatch(/"(client_)?id"/);
  });

  it('reads the months asked for, and a month alone as the quarter it starts', async () => {
    // Q3 2026: only A3's review of 1 August was due, delivered without an invitation (not timed).
    const q3 = await report('?from=2026-07&to=2026-09');
    expect(q3.period).toEqual({
      from: '2026-07',
      to: '2026-09',
      first_day: '2026-07-01',
      last_day: '2026-09-30',
    });
    expect(find(q3.reviews, null, 'all')).toMatchObject({
      due: 1,
      delivered: 1,
      timed: 0,
      median_days: null,
    });
    // A3's first fact-find started 23:30 BST on 30 September: in September, UK time.
    expect(find(q3.fact_finds.rows, sarah, 'all')).toMatchObject({ started: 1 });
    expect((await report('?from=2026-09')).period).toMatchObject({ from: '2026-09', to: '2026-11' });
    expect((await report('?to=2027-01')).period).toMatchObject({ from: '2026-11', to: '2027-01' });
  });

  it('refuses months that are not months, in the wrong order or over two years apart', async () => {
    const cases: [string, string, string][] = [
      ['?from=2026-13', 'from', outcomesMessages.fromMonth],
      ['?to=26-01', 'to', outcomesMessages.toMonth],
      ['?from=2026-05&to=2026-04', 'to', outcomesMessages.range],
      ['?from=2024-01&to=2026-01', 'to', outcomesMessages.tooLong],
    ];
    for (const [query, field, message] of cases) {
      for (const path of ['/api/adviser/reports/outcomes', '/api/adviser/reports/outcomes.csv']) {
        const response = await call('GET', `${path}${query}`, world.tokens.admin);
        expect(response.statusCode, query).toBe(422);
        expect(response.json().errors, query).toEqual({ [field]: [message] });
      }
    }
    expect((await report('?from=2024-02&to=2026-01')).period.from).toBe('2024-02');
  });

  it('is the admins’ alone, and each firm sees only its own households', async () => {
    for (const url of ['/api/adviser/reports/outcomes', '/api/adviser/reports/outcomes.csv'])
      await expectAdminOnly(
        call,
        'GET',
        url,
        { client: world.tokens.client, adviser: world.tokens.adviser },
        outcomesMessages.adminOnly,
      );
    const other = await report('', world.tokens.otherAdmin);
    expect(find(other.reviews, null, 'all')).toMatchObject({ due: 1, delivered: 1 });
    expect(find(other.fact_finds.rows, null, 'all')).toMatchObject({ started: 1 });
    expect(find(other.messages, null, 'all')).toMatchObject({ received: 1 });
  });
});

describe('GET /api/adviser/reports/outcomes.csv', () => {
  it('is UTF-8 with a byte order mark, one figure a line, RFC 4180, and its export audited', async () => {
    const response = await call(
      'GET',
      '/api/adviser/reports/outcomes.csv?from=2026-10&to=2026-12',
      world.tokens.admin,
    );
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="outcomes-2026-10-to-2026-12.csv"; filename*=UTF-8''outcomes-2026-10-to-2026-12.csv`,
    );
    expect(response.body.startsWith('\uFEFFfrom,to,section,adviser,households,measure,value\r\n')).toBe(true);
    const lines = response.body.slice(1).split('\r\n');
    expect(lines).toContain('2026-10,2026-12,Reviews,Whole firm,All households,Delivered,3');
    expect(lines).toContain(
      '2026-10,2026-12,Reviews,Sarah Mitchell,All households,"Median days, check-in to completion",20',
    );
    expect(lines).toContain(
      '2026-10,2026-12,Reviews,No adviser,All households,"Median days, check-in to completion",',
    );
    expect(lines).toContain('2026-10,2026-12,Fact-finds,Tom Reed,All households,Completed step: Address,2');
    expect(lines).toContain(
      '2026-10,2026-12,Messages (reply target 48 working hours),Whole firm,With support needs,Answered within target,1',
    );
    const events = await auditEventsOfType(database.db, 'outcomes.exported');
    expect(events.at(-1)?.data).toEqual({ from: '2026-10', to: '2026-12' });
  });

  it('never writes a cell a spreadsheet would run as a formula', async () => {
    const db = database.db;
    const names = ['=HYPERLINK("http://evil.example","Click")', '+1+1', '-2+3', '@SUM(A1)', '\tTabbed'];
    const { firm, admin } = await createFirmWithStaff(db, ['admin']);
    for (const name of names) {
      const adviser = await createUser(db, { firmId: firm.id, role: 'adviser', name });
      const { client } = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id });
      await db.insert(reviews).values({ firmId: firm.id, clientId: client.id, dueOn: '2026-11-20' });
    }
    const { admin: token } = await lastingTokens(db, { admin: admin.id });
    const response = await call('GET', '/api/adviser/reports/outcomes.csv', token);
    expect(response.statusCode).toBe(200);
    const adviserCells = new Set(
      response.body
        .slice(1)
        .split('\r\n')
        .filter((line) => line.includes(',Reviews,') && line.includes(',All households,'))
        .map((line) => line.split(',Reviews,')[1]?.split(',All households,')[0] ?? ''),
    );
    expect(adviserCells).toEqual(
      new Set([
        'Whole firm',
        '"\'=HYPERLINK(""http://evil.example"",""Click"")"',
        "'+1+1",
        "'-2+3",
        "'@SUM(A1)",
        "'\tTabbed",
      ]),
    );
  });
});
