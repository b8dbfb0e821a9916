import { describe, expect, it } from 'vitest';
import {
  formatDate,
  formatDateTime,
  formatLongDate,
  formatLongDateTime,
  formatPlainDate,
  formatUkDateTime,
} from './date-time.ts';

// A moment built from the browser's own clock, so the expectations hold in any time zone the tests run in.
const local = new Date(2026, 1, 14, 14, 5).toISOString();

describe('dates and times', () => {
  it('writes a moment on the reader’s own clock, short or long', () => {
    expect(formatDate(local)).toBe('14 Feb 2026');
    expect(formatDateTime(local)).toBe('14 Feb 2026, 14:05');
    expect(formatLongDate(local)).toBe('14 February 2026');
    expect(formatLongDateTime(local)).toBe('14 February 2026 at 14:05');
  });

  it('writes a moment on the UK’s clock whatever the reader’s, in summer time and out of it', () => {
    expect(formatUkDateTime('2026-07-01T13:05:00Z')).toBe('1 Jul 2026, 14:05');
    expect(formatUkDateTime('2026-12-01T13:05:00Z')).toBe('1 Dec 2026, 13:05');
  });

  it('writes a plain date as its calendar day, which no time zone moves', () => {
    expect(formatPlainDate('1990-02-14')).toBe('14 Feb 1990');
    expect(formatPlainDate('2026-01-01')).toBe('1 Jan 2026');
    expect(formatPlainDate('2026-09-30')).toMatch(/^30 Sept? 2026$/);
  });
});
