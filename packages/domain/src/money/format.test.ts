import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { currencySymbolOf, formatMoney } from './format.ts';

describe('formatMoney, the one way an amount of money is written', () => {
  it('writes whole pounds or euros without pence, and any other amount with two decimals', () => {
    expect(formatMoney(450000, '£')).toBe('£450,000');
    expect(formatMoney(210500.5, '£')).toBe('£210,500.50');
    expect(formatMoney(38.5, '£')).toBe('£38.50');
    expect(formatMoney(8708.33, '€')).toBe('€8,708.33');
    expect(formatMoney(0, '£')).toBe('£0');
    expect(formatMoney(1234567.89, '£')).toBe('£1,234,567.89');
  });

  it('rounds to the penny first, so an amount a hair off a whole pound is whole', () => {
    // 1 / 3 × 3 in floating point, and a sum of tenths: 0.1 + 0.2 = 0.30000000000000004.
    expect(formatMoney((1 / 3) * 3, '£')).toBe('£1');
    expect(formatMoney(0.1 + 0.2, '£')).toBe('£0.30');
    expect(formatMoney(99.999, '£')).toBe('£100');
    expect(formatMoney(2.004, '€')).toBe('€2');
  });

  it('puts a minus sign (U+2212, read as "minus") before the currency; minus nothing is nothing', () => {
    expect(formatMoney(-1234.5, '€')).toBe('−€1,234.50');
    expect(formatMoney(-1200, '£')).toBe('−£1,200');
    expect(formatMoney(-0.001, '£')).toBe('£0');
    expect(formatMoney(-0, '£')).toBe('£0');
  });

  it('rounds to whole pounds or euros when asked (a forecast decades ahead, a chart axis)', () => {
    expect(formatMoney(1234.5, '£', { whole: true })).toBe('£1,235');
    expect(formatMoney(-1234.5, '£', { whole: true })).toBe('−£1,235');
    expect(formatMoney(-0.4, '£', { whole: true })).toBe('£0');
  });

  it('writes a dash for what is not an amount', () => {
    expect(formatMoney(Number.NaN, '£')).toBe('—');
    expect(formatMoney(Number.POSITIVE_INFINITY, '£')).toBe('—');
  });

  it('reads back as the amount to the penny, for any amount', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e13, max: 1e13 }), (pence) => {
        const text = formatMoney(pence / 100, '£');
        const back = Number(text.replace(/[−£,]/g, '')) * (text.startsWith('−') ? -1 : 1);
        expect(Math.round(back * 100)).toBe(pence);
        expect(/\.\d$/.test(text)).toBe(false);
        expect(text.includes('.')).toBe(pence % 100 !== 0);
      }),
    );
  });

  it('names the symbol of a currency an account is held in', () => {
    expect(currencySymbolOf('GBP')).toBe('£');
    expect(currencySymbolOf('EUR')).toBe('€');
  });
});
