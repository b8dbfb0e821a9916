import { describe, expect, it } from 'vitest';
import { parseIsoDate, todayIso } from './dates.ts';

describe('todayIso', () => {
  it('gives the UK calendar date, which runs ahead of UTC in summer', () => {
    expect(todayIso(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(todayIso(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
  });

  it('turns at midnight however close together it is asked, and per time zone', () => {
    expect(todayIso(new Date('2026-07-01T22:59:59.999Z'))).toBe('2026-07-01');
    expect(todayIso(new Date('2026-07-01T23:00:00Z'))).toBe('2026-07-02');
    expect(todayIso(new Date('2026-07-01T22:59:00Z'))).toBe('2026-07-01');
    expect(todayIso(new Date('2026-07-01T23:00:00Z'), 'America/New_York')).toBe('2026-07-01');
    expect(todayIso(new Date('2026-07-01T23:00:30Z'))).toBe('2026-07-02');
    expect(() => todayIso(new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('parseIsoDate', () => {
  it('accepts only real calendar dates', () => {
    expect(parseIsoDate('2024-02-29')).toEqual({ year: 2024, month: 2, day: 29 });
    expect(parseIsoDate('2023-02-29')).toBeNull();
    expect(parseIsoDate('2023-00-10')).toBeNull();
    expect(parseIsoDate('2023-1-10')).toBeNull();
    expect(parseIsoDate(20230110)).toBeNull();
  });
});
