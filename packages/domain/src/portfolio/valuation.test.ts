import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { holdingValue, summarise } from './valuation.ts';

describe('portfolio valuation', () => {
  it('values a holding as units × price to the penny', () => {
    expect(holdingValue(1234.5, 2.5)).toBe(3086.25);
    expect(holdingValue(3, 0.333333)).toBe(1);
    expect(holdingValue(0.1, 0.2)).toBe(0.02);
  });

  it('sums per currency, account and asset class, as at the latest valuation date', () => {
    const summary = summarise(
      [
        { id: 1, currency: 'GBP' },
        { id: 2, currency: 'GBP' },
        { id: 3, currency: 'EUR' },
      ],
      [
        { accountId: 1, assetClass: 'equity', value: 100.1, valuationDate: '2026-06-30' },
        { accountId: 1, assetClass: 'cash', value: 0.2, valuationDate: '2026-09-30' },
        { accountId: 2, assetClass: 'equity', value: 50, valuationDate: '2026-09-01' },
        { accountId: 3, assetClass: 'property', value: 70, valuationDate: '2026-03-31' },
      ],
    );
    expect(summary).toEqual([
      {
        currency: 'EUR',
        value: 70,
        asAt: '2026-03-31',
        byAccount: { 3: 70 },
        byAssetClass: { property: 70 },
      },
      {
        currency: 'GBP',
        value: 150.3,
        asAt: '2026-09-30',
        byAccount: { 1: 100.3, 2: 50 },
        byAssetClass: { equity: 150.1, cash: 0.2 },
      },
    ]);
  });

  it('has a total equal to the sum of its parts, whatever the holdings', () => {
    const holding = fc.record({
      accountId: fc.constantFrom(1, 2),
      assetClass: fc.constantFrom('equity' as const, 'cash' as const, 'property' as const),
      value: fc.integer({ min: 0, max: 10_000_000 }).map((pennies) => pennies / 100),
      valuationDate: fc.constantFrom('2026-03-31', '2026-06-30'),
    });
    fc.assert(
      fc.property(fc.array(holding, { minLength: 1 }), (holdings) => {
        const [gbp] = summarise(
          [
            { id: 1, currency: 'GBP' },
            { id: 2, currency: 'GBP' },
          ],
          holdings,
        );
        if (!gbp) throw new Error('no summary');
        const pennies = (values: number[]) => values.reduce((sum, value) => sum + Math.round(value * 100), 0);
        expect(pennies(Object.values(gbp.byAccount))).toBe(Math.round(gbp.value * 100));
        expect(pennies(Object.values(gbp.byAssetClass))).toBe(Math.round(gbp.value * 100));
      }),
    );
  });
});
