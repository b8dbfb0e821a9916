import { describe, expect, it } from 'vitest';
import { signatureRequests, signatureSigners } from '../../db/schema.ts';
import { useTestDatabase } from '../../test/build-test-app.ts';
import { createClientUser, createFirmWithStaff } from '../../test/factories.ts';
import { ukDaysActed, ukTime } from '../../test/uk-time.ts';
import { createSignaturesRepo } from './repo.ts';

const database = useTestDatabase();

// A signer is reminded "every N days" (docs/signing.md: the firm's signature_reminder_days) as people count days:
// each Nth UK calendar day after the request was sent or they were last reminded (db/uk-days.ts), at the job's
// first run that day. Worked by hand across the clocks going forward at 01:00 GMT on Sunday 28 March 2027, with
// the job run at 00:05 and 23:30 UK time each day.
describe('signature reminders', () => {
  it('come every third UK day across the clocks going forward in March 2027', async () => {
    const { db } = database;
    const { firm, adviser } = await createFirmWithStaff(db, ['adviser'], { signatureReminderDays: 3 });
    const { user, client } = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id });
    const [request] = await db
      .insert(signatureRequests)
      .values({
        firmId: firm.id,
        clientId: client.id,
        createdBy: adviser.id,
        title: 'Fee agreement',
        source: 'document',
        originalStorageKey: `signatures/reminder-days-${client.id}.pdf`,
        originalSha256: 'a'.repeat(64),
        originalSize: 1,
        pages: [],
        createdAt: ukTime('2027-03-24', '23:30'),
      })
      .returning({ id: signatureRequests.id });
    if (!request) throw new Error('no request');
    await db
      .insert(signatureSigners)
      .values({ requestId: request.id, userId: user.id, person: 1, position: 1 });
    const repo = createSignaturesRepo(db);
    // Sent on Wednesday 24 March 2027 at 23:30 GMT. By hand: reminded at 00:05 on Saturday 27 March (24 + 3),
    // Tuesday 30 March (00:05 BST, the clocks having gone forward on the Sunday), Friday 2 April and Monday 5 April.
    // Counted in hours (3 × 24 h), the first came at 23:30 on the 27th and the second at 23:30 BST on Wednesday
    // 31 March, the fourth UK day: 23:30 GMT on the 27th plus 72 hours is 00:30 BST on the 31st.
    const remindedOn = await ukDaysActed('2027-03-24', '2027-04-05', async (at) => {
      const claimed = await repo.claimDueReminders(at, 10);
      return claimed.filter((row) => row.requestId === request.id).length;
    });
    expect(remindedOn).toEqual(['2027-03-27', '2027-03-30', '2027-04-02', '2027-04-05']);
  });
});
