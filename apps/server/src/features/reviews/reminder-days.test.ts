import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { reviews } from '../../db/schema.ts';
import { useTestDatabase } from '../../test/build-test-app.ts';
import { createClientUser, createFirm } from '../../test/factories.ts';
import { ukDaysActed, ukTime } from '../../test/uk-time.ts';
import { createReviewsRepo } from './repo.ts';

const database = useTestDatabase();

// The check-in's reminders go "every N days" (docs/reviews.md: the firm's review_reminder_days) as people count
// days: each Nth UK calendar day after the invitation or the last reminder (db/uk-days.ts), at the job's first run
// that day, however the clocks changed between. Worked by hand across the clocks going back at 02:00 BST on Sunday
// 25 October 2026, with the job run at 00:05 and 23:30 UK time each day.
describe('review reminders', () => {
  it('come every seventh UK day across the clocks going back in October 2026', async () => {
    const { db } = database;
    const firm = await createFirm(db, { reviewReminderDays: 7 });
    const { client } = await createClientUser(db, { firmId: firm.id });
    const invitedAt = ukTime('2026-10-13', '00:05');
    const [review] = await db
      .insert(reviews)
      .values({
        firmId: firm.id,
        clientId: client.id,
        dueOn: '2026-11-10',
        status: 'invited',
        invitedAt,
        remindedAt: invitedAt,
      })
      .returning({ id: reviews.id });
    const repo = createReviewsRepo(db);
    // Invited by the job's first run on Tuesday 13 October 2026, at 00:05 BST. By hand: reminded at 00:05 on Tuesday
    // 20 October (13 + 7), then Tuesday 27 October (00:05 GMT, the clocks having gone back on the Sunday), 3 November
    // and 10 November.
    // Counted in hours, 7 × 24 h after that 00:05 BST reminder (23:05 UTC on the 19th) is 23:05 GMT on Monday
    // 26 October: the second would have come at 23:30 that Monday, the sixth UK day.
    const remindedOn = await ukDaysActed('2026-10-13', '2026-11-12', async (at) => {
      const claimed = await repo.claimDueReminders(at, 10);
      return claimed.filter((row) => row.id === review?.id).length;
    });
    expect(remindedOn).toEqual(['2026-10-20', '2026-10-27', '2026-11-03', '2026-11-10']);
    const [after] = await db
      .select()
      .from(reviews)
      .where(eq(reviews.id, review?.id ?? 0));
    expect(after?.remindersSent).toBe(4);
  });
});
