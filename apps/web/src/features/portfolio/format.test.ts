import { currencySymbolOf, formatMoney } from '@atrium/domain/money/format';
import { describe, expect, it } from 'vitest';
import { formatPlainDate } from '../../ui/date-time.ts';

describe('portfolio formatting', () => {
  it('formats money in the account currency and dates without time-zone drift', () => {
    expect(formatMoney(12345.6, currencySymbolOf('GBP'))).toBe('£12,345.60');
    // The one formatter's rule (packages/domain/src/money/format.ts): a whole amount has no pence.
    expect(formatMoney(1200, currencySymbolOf('EUR'))).toBe('€1,200');
    expect(formatPlainDate('2026-09-30')).toMatch(/^30 Sept? 2026$/);
  });
});
