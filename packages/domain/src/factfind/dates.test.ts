import { describe, expect, it } from 'vitest';
import { parseIsoDate, todayIso } from './dates.ts';

describe('todayIso', () => {
  it('gives the UK calendar date, which runs ahead of UTC in summer', () => {
    expect(todayIso(new Date('2026-07-01T23:30:00Z'))).toBe('2026-07-02');
    expect(todayIso(new Date('2026-01-01T23:30:00Z'))).toBe('2026-01-01');
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
