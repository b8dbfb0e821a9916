import { describe, expect, it } from 'vitest';
import { addDaysIso, addMonthsIso, riskReviewDueOn } from './review.ts';

describe('risk review dates', () => {
  it('adds whole months, ending on the last day of a shorter month', () => {
    expect(addMonthsIso('2026-03-15', 12)).toBe('2027-03-15');
    expect(addMonthsIso('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonthsIso('2027-01-31', 1)).toBe('2027-02-28');
    expect(addMonthsIso('2028-01-31', 1)).toBe('2028-02-29');
    expect(addMonthsIso('2028-02-29', 12)).toBe('2029-02-28');
    expect(addMonthsIso('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonthsIso('2026-12-01', 60)).toBe('2031-12-01');
  });

  it('adds days across months and years', () => {
    expect(addDaysIso('2026-12-20', 30)).toBe('2027-01-19');
    expect(addDaysIso('2028-02-28', 1)).toBe('2028-02-29');
  });

  it('counts from the UK calendar day of completion, not the UTC one', () => {
    // 23:30 UTC on 30 June is 00:30 on 1 July in London (summer time).
    expect(riskReviewDueOn(new Date('2026-06-30T23:30:00Z'), 12)).toBe('2027-07-01');
    expect(riskReviewDueOn(new Date('2026-12-31T23:30:00Z'), 12)).toBe('2027-12-31');
    expect(riskReviewDueOn(new Date('2026-05-31T12:00:00Z'), 1)).toBe('2026-06-30');
  });
});
