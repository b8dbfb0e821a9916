import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock, freshSessionRequester, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirmWithStaff, lastingTokens } from '../../test/factories.ts';
import { ukDaysActed, ukTime } from '../../test/uk-time.ts';

// The dates of document requests worked by hand from docs/document-requests.md: when a recurring request's next
// item is made (its period's start, counted from the first item: 31 January monthly gives 29 February in a leap
// year, then 31 March; 29 February yearly gives 28 February, then 29 February again four years on), and on which UK
// days the person asked is reminded (three days before the due date, the day after it, then every seven days, four
// times at most). The job runs as it would in production, at times of the UK day near its ends (00:05 and 23:30),
// across the clocks changing.
const clock = createFakeClock(new Date('2027-10-04T08:00:00Z'));
const { database, t } = useTestApp({ clock });
const call = freshSessionRequester(() => t, database, clock);

let clientId = 0;
let adviser = '';

beforeAll(async () => {
  const { firm, adviser: staff } = await createFirmWithStaff(database.db, ['adviser']);
  const household = await createClientUser(database.db, { firmId: firm.id, adviserId: staff.id });
  clientId = household.client.id;
  ({ adviser } = await lastingTokens(database.db, { adviser: staff.id }));
});

// The job's run as at `at` (the development route), answering how many items it made or reminded of.
async function runJobAt(at: Date): Promise<number> {
  clock.set(at);
  const response = await call('POST', '/api/dev/document-requests/run', undefined, {});
  expect(response.statusCode, response.body).toBe(200);
  return response.json().sent as number;
}

async function ask(at: Date, body: Record<string, unknown>) {
  clock.set(at);
  const response = await call('POST', `/api/adviser/clients/${clientId}/document-requests`, adviser, {
    person: 1,
    ...body,
  });
  expect(response.statusCode, response.body).toBe(201);
}

async function series(title: string) {
  const response = await call('GET', `/api/adviser/clients/${clientId}/document-requests`, adviser);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { title: string; occurrence: number; due_date: string }[])
    .filter((item) => item.title === title)
    .map((item) => [item.occurrence, item.due_date]);
}

describe('reminders', () => {
  it('come three days before the due date, the day after it, then each seventh day, four times at most', async () => {
    // Asked on Monday 4 October 2027, due Wednesday 20 October. By hand: due soon on Sunday 17 October (20 − 3);
    // overdue on Thursday 21 October (the day after), 28 October, 4 November (the clocks went back on Sunday 31
    // October) and 11 November; nothing on 18 November (four at most), nor on any other day.
    await ask(ukTime('2027-10-04', '09:00'), { title: 'Proof of address', due_date: '2027-10-20' });
    const remindedOn = await ukDaysActed('2027-10-05', '2027-11-20', runJobAt);
    expect(remindedOn).toEqual(['2027-10-17', '2027-10-21', '2027-10-28', '2027-11-04', '2027-11-11']);
  });
});

describe('recurring requests', () => {
  it('asked monthly on 31 January of a leap year: 29 February, 31 March, 30 April, each made on that day', async () => {
    // Each period starts whole months after the first's start (31 January), the day kept where the month has it:
    // 31 January + 1 month = 29 February 2028; + 2 = 31 March (not 29 March, a month after 29 February);
    // + 3 = 30 April. Four in all.
    await ask(ukTime('2028-01-31', '09:00'), {
      title: 'Payslip',
      due_date: '2028-01-31',
      recurrence: { every_months: 1, occurrences: 4 },
    });
    const made = async (day: string, time: string) => {
      await runJobAt(ukTime(day, time));
      return (await series('Payslip')).length;
    };
    expect(await made('2028-02-28', '23:30')).toBe(1);
    expect(await made('2028-02-29', '00:05')).toBe(2);
    expect(await made('2028-03-30', '23:30')).toBe(2);
    expect(await made('2028-03-31', '00:05')).toBe(3);
    expect(await made('2028-04-29', '23:30')).toBe(3);
    expect(await made('2028-04-30', '00:05')).toBe(4);
    expect(await made('2028-07-01', '12:00')).toBe(4);
    expect(await series('Payslip')).toEqual([
      [1, '2028-01-31'],
      [2, '2028-02-29'],
      [3, '2028-03-31'],
      [4, '2028-04-30'],
    ]);
  });

  it('asked yearly on 29 February: 28 February in the three years between, 29 February again in 2032', async () => {
    // Started 29 February 2028, due 14 March. 29 February + 12, 24, 36 months = 28 February 2029, 2030, 2031
    // (no 29th), + 48 months = 29 February 2032 (not 28 February, a year after 28 February 2031). Due dates
    // 14 March each year. Five in all.
    await ask(ukTime('2028-02-29', '09:00'), {
      title: 'P60',
      due_date: '2028-03-14',
      recurrence: { every_months: 12, occurrences: 5 },
    });
    const made = async (day: string, time: string) => {
      await runJobAt(ukTime(day, time));
      return (await series('P60')).length;
    };
    expect(await made('2029-02-27', '23:30')).toBe(1);
    expect(await made('2029-02-28', '00:05')).toBe(2);
    expect(await made('2030-02-28', '00:05')).toBe(3);
    expect(await made('2031-02-28', '00:05')).toBe(4);
    expect(await made('2032-02-28', '23:30')).toBe(4);
    expect(await made('2032-02-29', '00:05')).toBe(5);
    expect(await made('2033-03-01', '12:00')).toBe(5);
    expect(await series('P60')).toEqual([
      [1, '2028-03-14'],
      [2, '2029-03-14'],
      [3, '2030-03-14'],
      [4, '2031-03-14'],
      [5, '2032-03-14'],
    ]);
  });
});
