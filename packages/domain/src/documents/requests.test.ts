import { describe, expect, it } from 'vitest';
import { isOverdueOn, occurrenceDates } from './requests.ts';

describe('document request dates', () => {
  it('counts each occurrence from the first, so a month-end due date comes back', () => {
    // Hand-worked: payslips every month from 31 January 2027, due the same day.
    const first = { startsOn: '2027-01-31', dueDate: '2027-01-31' };
    expect(occurrenceDates(first, 1, 1)).toEqual(first);
    expect(occurrenceDates(first, 1, 2)).toEqual({ startsOn: '2027-02-28', dueDate: '2027-02-28' });
    expect(occurrenceDates(first, 1, 3)).toEqual({ startsOn: '2027-03-31', dueDate: '2027-03-31' });
    // Quarterly: requested 10 December 2026, due 24 December; the next period starts 10 March 2027, due 24 March.
    expect(occurrenceDates({ startsOn: '2026-12-10', dueDate: '2026-12-24' }, 3, 2)).toEqual({
      startsOn: '2027-03-10',
      dueDate: '2027-03-24',
    });
  });

  it('keeps the day where the month has it, in a leap year and yearly from 29 February', () => {
    // Hand-worked: monthly from 31 January 2028: 29 February (2028 is a leap year), 31 March, 30 April.
    const monthly = { startsOn: '2028-01-31', dueDate: '2028-01-31' };
    expect([2, 3, 4].map((n) => occurrenceDates(monthly, 1, n).startsOn)).toEqual([
      '2028-02-29',
      '2028-03-31',
      '2028-04-30',
    ]);
    // Yearly from 29 February 2028, due 14 March: 28 February in 2029–2031, 29 February again in 2032.
    const yearly = { startsOn: '2028-02-29', dueDate: '2028-03-14' };
    expect([2, 3, 4, 5].map((n) => occurrenceDates(yearly, 12, n))).toEqual([
      { startsOn: '2029-02-28', dueDate: '2029-03-14' },
      { startsOn: '2030-02-28', dueDate: '2030-03-14' },
      { startsOn: '2031-02-28', dueDate: '2031-03-14' },
      { startsOn: '2032-02-29', dueDate: '2032-03-14' },
    ]);
  });

  it('is overdue only after the due date', () => {
    expect(isOverdueOn('2027-01-31', '2027-01-31')).toBe(false);
    expect(isOverdueOn('2027-01-31', '2027-02-01')).toBe(true);
  });
});
