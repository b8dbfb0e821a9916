import { type OutcomesReport, outcomesReportResponseSchema } from '@atrium/domain/contract/outcomes';
import { beforeAll, describe, expect, it } from 'vitest';
import { conversations, factFinds, firms, messages, reviews } from '../../db/schema.ts';
import { createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirmWithStaff, createUser, lastingTokens } from '../../test/factories.ts';

// The outcomes report's regulated figures, each worked by hand from docs/outcomes-report.md's rules in the comments
// beside the data: replies in working hours (Monday to Friday, the whole day, UK time) across weekends and both clock
// changes, against a target of 18 working hours so that the weekends' edges fall on it; the median and 90th
// percentile of days from check-in to completion (percentile_cont, one decimal place) over odd and even counts; and
// the fact-find funnel. One adviser's households for each figure, so each row holds only its own cases.
// Today is Monday 16 November 2026, noon (GMT); the period March to November 2026.
const now = new Date('2026-11-16T12:00:00Z');
const { database, t } = useTestApp({ clock: createFakeClock(now) });
const call = requester(() => t);
const at = (iso: string) => new Date(iso);
const period = '?from=2026-03&to=2026-11';

let token = '';

beforeAll(async () => {
  const db = database.db;
  const { firm, adviser: sarah, admin } = await createFirmWithStaff(db, ['adviser', 'admin']);
  await db.update(firms).set({ replyTargetHours: 18 });
  const staff = (name: string) => createUser(db, { firmId: firm.id, role: 'adviser', name });
  const [olive, evan, fay, sam] = [
    await staff('Olive Odd'),
    await staff('Evan Even'),
    await staff('Fay Funnel'),
    await staff('Sam Spring'),
  ];
  const household = (adviserId: number) => createClientUser(db, { firmId: firm.id, adviserId });

  // ── Messages (Sarah Mitchell's households but M2), each in its own conversation ────────────────────────────────
  const conversation = async (adviserId = sarah.id) => {
    const h = await household(adviserId);
    const [row] = await db
      .insert(conversations)
      .values({ firmId: firm.id, clientId: h.client.id })
      .returning();
    if (!row) throw new Error('no conversation');
    return (senderUserId: number | 'client', iso: string) =>
      db.insert(messages).values({
        conversationId: row.id,
        senderUserId: senderUserId === 'client' ? h.user.id : senderUserId,
        body: 'Hello',
        createdAt: at(iso),
      });
  };
  // M1, the clocks going back (Sunday 25 October): Friday 23 October 16:00 BST → Monday 26 October 10:00 GMT.
  // Friday 16:00–24:00 is 8 working hours, Monday 00:00–10:00 is 10: 18, within (on the target). Counted on UTC
  // weekdays it would be 9 + 10 = 19, late.
  const m1 = await conversation();
  await m1('client', '2026-10-23T15:00:00Z');
  await m1(sarah.id, '2026-10-26T10:00:00Z');
  // M2 (Sam Spring's household, so that its error on UTC weekdays, the other way from M1's, cannot hide it), the
  // clocks going forward (Sunday 29 March): Friday 27 March 16:00 GMT → Monday 30 March 10:30 BST.
  // 8 + 10.5 = 18.5, late. On UTC weekdays 8 + 9.5 = 17.5, within.
  const m2 = await conversation(sam.id);
  await m2('client', '2026-03-27T16:00:00Z');
  await m2(sarah.id, '2026-03-30T09:30:00Z');
  // M3, sent on a Saturday: the clock starts on Monday. Saturday 7 November 12:00 → Monday 9 November 18:00: 18,
  // within.
  const m3 = await conversation();
  await m3('client', '2026-11-07T12:00:00Z');
  await m3(sarah.id, '2026-11-09T18:00:00Z');
  // M4, not answered: Friday 13 November 09:00 to now (Monday 12:00): 15 + 12 = 27, past the target.
  const m4 = await conversation();
  await m4('client', '2026-11-13T09:00:00Z');
  // M5, not answered: Monday 16 November 00:30 to now: 11.5, awaiting.
  const m5 = await conversation();
  await m5('client', '2026-11-16T00:30:00Z');
  // M6, two messages answered by one reply: Tuesday 3 November 09:00 and 20:00 → Wednesday 04:00: 19 (late) and 8
  // (within).
  const m6 = await conversation();
  await m6('client', '2026-11-03T09:00:00Z');
  await m6('client', '2026-11-03T20:00:00Z');
  await m6(sarah.id, '2026-11-04T04:00:00Z');
  // M7, the household's second message is not a reply to its first: Thursday 5 November 09:00 and 10:00, the firm's
  // reply Friday 04:00: 15 + 4 = 19 (late) and 14 + 4 = 18 (within).
  const m7 = await conversation();
  await m7('client', '2026-11-05T09:00:00Z');
  await m7('client', '2026-11-05T10:00:00Z');
  await m7(admin.id, '2026-11-06T04:00:00Z');
  // M8, before the period (Saturday 28 February 23:30 GMT): not counted.
  const m8 = await conversation();
  await m8('client', '2026-02-28T23:30:00Z');

  // ── Reviews: delivered, with the days from invitation to completion ─────────────────────────────────────────────
  const review = async (
    adviserId: number,
    values: Partial<typeof reviews.$inferInsert> & { dueOn: string },
  ) => {
    const h = await household(adviserId);
    await db.insert(reviews).values({ firmId: firm.id, clientId: h.client.id, ...values });
  };
  const delivered = (adviserId: number, dueOn: string, invited: string, closed: string) =>
    review(adviserId, { dueOn, status: 'completed', invitedAt: at(invited), closedAt: at(closed) });
  // Olive Odd, three timed: 2 days; Friday 23 October 10:00 BST → Monday 26 October 10:00 GMT, 73 hours = 3.0417
  // days; 10 days. A fourth delivered without an invitation is not timed; a fifth declined.
  await delivered(olive.id, '2026-06-10', '2026-06-01T09:00:00Z', '2026-06-03T09:00:00Z');
  await delivered(olive.id, '2026-11-02', '2026-10-23T09:00:00Z', '2026-10-26T10:00:00Z');
  await delivered(olive.id, '2026-09-15', '2026-09-01T09:00:00Z', '2026-09-11T09:00:00Z');
  await review(olive.id, { dueOn: '2026-07-01', status: 'completed', closedAt: at('2026-07-01T09:00:00Z') });
  await review(olive.id, { dueOn: '2026-08-01', status: 'declined', closedAt: at('2026-08-02T09:00:00Z') });
  // Evan Even, four timed: 1, 2, 4 and 8 days.
  await delivered(evan.id, '2026-05-10', '2026-05-04T09:00:00Z', '2026-05-05T09:00:00Z');
  await delivered(evan.id, '2026-05-10', '2026-05-04T09:00:00Z', '2026-05-06T09:00:00Z');
  await delivered(evan.id, '2026-07-10', '2026-07-01T09:00:00Z', '2026-07-05T09:00:00Z');
  await delivered(evan.id, '2026-07-10', '2026-07-01T09:00:00Z', '2026-07-09T09:00:00Z');

  // ── Fact-finds (Fay Funnel's households); the steps are the base template's 13, about-you first ───────────────
  const factFind = async (values: Partial<typeof factFinds.$inferInsert>[]) => {
    const h = await household(fay.id);
    for (const value of values)
      await db.insert(factFinds).values({ firmId: firm.id, clientId: h.client.id, ...value });
  };
  // F1: started at the period's first instant (1 March 00:00 GMT), no step done.
  await factFind([{ createdAt: at('2026-03-01T00:00:00Z') }]);
  // F2: to step 1 (about-you). F3: to step 3 (address).
  await factFind([{ createdAt: at('2026-04-01T09:00:00Z'), lastCompletedStep: 'about-you' }]);
  await factFind([{ createdAt: at('2026-05-01T09:00:00Z'), lastCompletedStep: 'address' }]);
  // F4: submitted after step 2 (employment): counts at every step.
  await factFind([
    {
      createdAt: at('2026-06-01T09:00:00Z'),
      lastCompletedStep: 'employment',
      status: 'awaiting-review',
      submittedAt: at('2026-06-05T09:00:00Z'),
    },
  ]);
  // F5: the household's latest counts: an earlier one submitted in March, the latest (June) to step 1 only.
  await factFind([
    {
      createdAt: at('2026-03-10T09:00:00Z'),
      lastCompletedStep: 'objectives',
      status: 'reviewed',
      submittedAt: at('2026-03-12T09:00:00Z'),
    },
    { createdAt: at('2026-06-10T09:00:00Z'), lastCompletedStep: 'about-you' },
  ]);
  // F6: started in February (28 February 23:30 GMT): not counted.
  await factFind([{ createdAt: at('2026-02-28T23:30:00Z'), lastCompletedStep: 'objectives' }]);

  ({ admin: token } = await lastingTokens(db, { admin: admin.id }));
});

async function report(): Promise<OutcomesReport> {
  const response = await call('GET', `/api/adviser/reports/outcomes${period}`, token);
  expect(response.statusCode, response.body).toBe(200);
  return outcomesReportResponseSchema.parse(response.json()).data;
}

const rowOf = <R extends { scope: string; adviser: string | null; group: string }>(
  rows: R[],
  adviser: string | null,
) => {
  const row = rows.find(
    (r) => r.group === 'all' && (adviser === null ? r.scope === 'firm' : r.adviser === adviser),
  );
  if (!row) throw new Error(`No row for ${adviser}`);
  return row;
};

describe('the outcomes report, worked by hand', () => {
  it('times each message to its first reply in UK working hours, across weekends and both clock changes', async () => {
    const data = await report();
    expect(data.reply_target_hours).toBe(18);
    const figures = (adviser: string | null) => {
      const { received, within_target, late, unanswered_late, awaiting } = rowOf(data.messages, adviser);
      return { received, within_target, late, unanswered_late, awaiting };
    };
    // Sarah's: M1, M3, M4, M5, M6 × 2, M7 × 2 = 8 (M8 is February's). Within: M1, M3, M6's second, M7's second.
    // Late: M6's first, M7's first. Past the target unanswered: M4. Awaiting: M5.
    expect(figures('Sarah Mitchell')).toEqual({
      received: 8,
      within_target: 4,
      late: 2,
      unanswered_late: 1,
      awaiting: 1,
    });
    // Sam's: M2, late.
    expect(figures('Sam Spring')).toEqual({
      received: 1,
      within_target: 0,
      late: 1,
      unanswered_late: 0,
      awaiting: 0,
    });
    // The firm: both together; nobody else's households wrote.
    expect(figures(null)).toEqual({
      received: 9,
      within_target: 4,
      late: 3,
      unanswered_late: 1,
      awaiting: 1,
    });
  });

  it('takes the median and 90th percentile of the days from check-in to completion, odd and even counts', async () => {
    const data = await report();
    const figures = (adviser: string | null) => {
      const r = rowOf(data.reviews, adviser);
      return [r.due, r.delivered, r.declined, r.timed, r.median_days, r.p90_days];
    };
    // Olive, 3 timed, sorted 2, 3.0417, 10. Median: the middle, 3.0417 → 3.0. 90th percentile (percentile_cont):
    // position 0.9 × (3 − 1) = 1.8, so 3.0417 + 0.8 × (10 − 3.0417) = 3.0417 + 5.5667 = 8.6083 → 8.6.
    expect(figures('Olive Odd')).toEqual([5, 4, 1, 3, 3, 8.6]);
    // Evan, 4 timed: 1, 2, 4, 8. Median: position 0.5 × 3 = 1.5, 2 + 0.5 × (4 − 2) = 3. 90th: position 0.9 × 3 = 2.7,
    // 4 + 0.7 × (8 − 4) = 6.8.
    expect(figures('Evan Even')).toEqual([4, 4, 0, 4, 3, 6.8]);
    // The firm, 7 timed: 1, 2, 2, 3.0417, 4, 8, 10. Median: the 4th, 3.0417 → 3.0. 90th: position 0.9 × 6 = 5.4,
    // 8 + 0.4 × (10 − 8) = 8.8.
    expect(figures(null)).toEqual([9, 8, 1, 7, 3, 8.8]);
  });

  it('counts the fact-find funnel from each household’s latest fact-find started in the period', async () => {
    const data = await report();
    const { started, reached, submitted } = rowOf(data.fact_finds.rows, 'Fay Funnel');
    // Started: F1–F5 (F6 is February's). Step 1 (about-you): F2, F3, F4, F5 = 4. Steps 2 and 3 (employment,
    // address): F3, F4 = 2. Steps 4–13: F4 alone (submitted) = 1. Submitted: F4 (F5's latest was not).
    expect({ started, submitted }).toEqual({ started: 5, submitted: 1 });
    expect(reached).toEqual([4, 2, 2, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]);
    expect(rowOf(data.fact_finds.rows, null).reached).toEqual(reached);
  });
});
