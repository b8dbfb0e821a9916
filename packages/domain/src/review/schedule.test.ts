import { describe, expect, it } from 'vitest';
import { checkInOpensOn, isOverdue, isValidNextDate, nextReviewDueOn } from './schedule.ts';

describe('review schedule', () => {
  it('opens the check-in whole weeks before the date', () => {
    expect(checkInOpensOn('2027-01-29', 4)).toBe('2027-01-01');
    expect(checkInOpensOn('2026-03-05', 1)).toBe('2026-02-26');
  });

  it('is overdue only while open and after its date', () => {
    expect(isOverdue({ status: 'invited', dueOn: '2026-11-28' }, '2026-11-29')).toBe(true);
    expect(isOverdue({ status: 'invited', dueOn: '2026-11-29' }, '2026-11-29')).toBe(false);
    expect(isOverdue({ status: 'completed', dueOn: '2026-01-01' }, '2026-11-29')).toBe(false);
    expect(isOverdue({ status: 'declined', dueOn: '2026-01-01' }, '2026-11-29')).toBe(false);
  });

  it('sets the next date the firm’s frequency after completion, keeping month ends', () => {
    expect(nextReviewDueOn('2026-11-29', 12)).toBe('2027-11-29');
    expect(nextReviewDueOn('2027-01-31', 1)).toBe('2027-02-28');
  });

  it('accepts a next date from today to two years ahead', () => {
    expect(isValidNextDate('2026-11-29', '2026-11-29')).toBe(true);
    expect(isValidNextDate('2026-11-28', '2026-11-29')).toBe(false);
    expect(isValidNextDate('2028-11-29', '2026-11-29')).toBe(true);
    expect(isValidNextDate('2028-11-30', '2026-11-29')).toBe(false);
    expect(isValidNextDate('2027-02-30', '2026-11-29')).toBe(false);
  });
});
