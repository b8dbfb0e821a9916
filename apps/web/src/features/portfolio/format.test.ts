import { describe, expect, it } from 'vitest';
import { formatDate, formatMoney } from './format.ts';

describe('portfolio formatting', () => {
  it('formats money in the account currency and dates without time-zone drift', () => {
    expect(formatMoney(12345.6, 'GBP')).toBe('£12,345.60');
    expect(formatMoney(1200, 'EUR')).toBe('€1,200.00');
    expect(formatDate('2026-09-30')).toMatch(/^30 Sept? 2026$/);
  });
});
