import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/build-test-app.ts';
import { rowsOf } from './sql-executor.ts';
import { ukDaysSince } from './uk-days.ts';

const database = useTestDatabase();

// Whether something last sent at `sent` (an instant) is due again `days` UK days on, on the UK day `today`.
async function isDue(sent: string, days: number, today: string): Promise<boolean> {
  const [row] = await rowsOf<{ due: boolean }>(
    database.db,
    sql`SELECT ${ukDaysSince(sql`${sent}::timestamptz`, days, today)} AS due`,
  );
  return row?.due ?? false;
}

// The UK days on which a reminder sent at `sent` is next due, from `first` to `last` (each day checked).
async function dueDays(sent: string, days: number, first: string, last: string): Promise<string[]> {
  const due: string[] = [];
  for (let day = first; day <= last; day = nextDay(day)) if (await isDue(sent, days, day)) due.push(day);
  return due;
}

const nextDay = (day: string) =>
  new Date(Date.parse(`${day}T12:00:00Z`) + 86_400_000).toISOString().slice(0, 10);

// Worked by hand. The UK's clocks go back at 02:00 BST on Sunday 25 October 2026 (to 01:00 GMT) and forward at
// 01:00 GMT on Sunday 28 March 2027 (to 02:00 BST): the last Sundays of October and March (The Summer Time Order
// 2002, https://www.legislation.gov.uk/uksi/2002/262). BST is UTC+1, GMT is UTC.
describe('every N UK days (db/uk-days.ts)', () => {
  it('counts from the UK day of the last send, not the UTC one', async () => {
    // 23:30 UTC on Wednesday 1 July 2026 is 00:30 BST on Thursday 2 July: three days on is Sunday 5 July, not
    // Saturday 4 July as the UTC day would make it.
    expect(await dueDays('2026-07-01T23:30:00Z', 3, '2026-07-02', '2026-07-06')).toEqual([
      '2026-07-05',
      '2026-07-06',
    ]);
  });

  it('across the clocks going back in October 2026: the seventh UK day, not the sixth', async () => {
    // Sent at 00:05 BST on Monday 19 October 2026 (23:05 UTC on Sunday 18 October). Seven UK days on is Monday
    // 26 October. 7 × 24 h on is 23:05 UTC on Sunday 25 October, which after the change is 23:05 GMT that Sunday:
    // the sixth UK day, the day the old sum sent it on.
    expect(await dueDays('2026-10-18T23:05:00Z', 7, '2026-10-19', '2026-10-27')).toEqual([
      '2026-10-26',
      '2026-10-27',
    ]);
    // Sent at 23:30 BST on Saturday 24 October (22:30 UTC), the evening before the change: due on Saturday 31 October.
    expect(await dueDays('2026-10-24T22:30:00Z', 7, '2026-10-24', '2026-11-01')).toEqual([
      '2026-10-31',
      '2026-11-01',
    ]);
  });

  it('across the clocks going forward in March 2027: the seventh UK day, not the eighth', async () => {
    // Sent at 23:30 GMT on Saturday 27 March 2027 (23:30 UTC). Seven UK days on is Saturday 3 April. 7 × 24 h on is
    // 23:30 UTC on Saturday 3 April, which is 00:30 BST on Sunday 4 April: the eighth UK day, the old sum's.
    expect(await dueDays('2027-03-27T23:30:00Z', 7, '2027-03-27', '2027-04-04')).toEqual([
      '2027-04-03',
      '2027-04-04',
    ]);
    // Sent at 00:05 GMT on Thursday 25 March (00:05 UTC), every three days: Sunday 28 March, the day of the change.
    expect(await dueDays('2027-03-25T00:05:00Z', 3, '2027-03-25', '2027-03-29')).toEqual([
      '2027-03-28',
      '2027-03-29',
    ]);
  });
});
