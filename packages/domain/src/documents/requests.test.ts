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

  it('is overdue only after the due date', () => {
    expect(isOverdueOn('2027-01-31', '2027-01-31')).toBe(false);
    expect(isOverdueOn('2027-01-31', '2027-02-01')).toBe(true);
  });
});
