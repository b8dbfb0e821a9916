import { describe, expect, it } from 'vitest';
import { keepInRange, monthsIn, periodDays, periodOf, quarterOf, shiftMonth } from './period.ts';

describe('the outcomes report period', () => {
  it('is the calendar quarter holding today by default', () => {
    expect(quarterOf('2026-01-01')).toEqual({ from: '2026-01', to: '2026-03' });
    expect(quarterOf('2026-11-16')).toEqual({ from: '2026-10', to: '2026-12' });
    expect(periodOf({}, '2026-06-30')).toEqual({ from: '2026-04', to: '2026-06' });
  });

  it('reads one month alone as three months starting or ending there, across years', () => {
    expect(periodOf({ from: '2026-11' }, '2026-01-01')).toEqual({ from: '2026-11', to: '2027-01' });
    expect(periodOf({ to: '2026-02' }, '2026-01-01')).toEqual({ from: '2025-12', to: '2026-02' });
  });

  it('runs from the first day of its first month to the last day of its last', () => {
    expect(periodDays({ from: '2028-01', to: '2028-02' })).toEqual({
      firstDay: '2028-01-01',
      lastDay: '2028-02-29',
    });
    expect(monthsIn({ from: '2025-11', to: '2026-02' })).toBe(4);
    expect(shiftMonth('2026-01', -1)).toBe('2025-12');
  });

  it('keeps a pair in order and within 24 months, moving the month not just chosen', () => {
    expect(keepInRange({ from: '2026-07', to: '2026-03' }, 'from')).toEqual({
      from: '2026-07',
      to: '2026-07',
    });
    expect(keepInRange({ from: '2026-07', to: '2026-03' }, 'to')).toEqual({ from: '2026-03', to: '2026-03' });
    expect(keepInRange({ from: '2023-01', to: '2026-03' }, 'from')).toEqual({
      from: '2023-01',
      to: '2024-12',
    });
    expect(keepInRange({ from: '2023-01', to: '2026-03' }, 'to')).toEqual({ from: '2024-04', to: '2026-03' });
    expect(keepInRange({ from: '2025-01', to: '2026-03' }, 'to')).toEqual({ from: '2025-01', to: '2026-03' });
  });
});
