import { describe, expect, it } from 'vitest';
import { parseTaxYear, supportedTaxYears, taxYearOn } from './tax-year.ts';

describe('taxYearOn', () => {
  it('starts the UK tax year on 6 April', () => {
    expect(taxYearOn('uk', '2026-04-05')).toBe('2025/26');
    expect(taxYearOn('uk', '2026-04-06')).toBe('2026/27');
    expect(taxYearOn('scotland', '2026-11-21')).toBe('2026/27');
    expect(taxYearOn('uk', '2027-01-10')).toBe('2026/27');
  });

  it('uses the calendar year in Ireland', () => {
    expect(taxYearOn('ie', '2025-12-31')).toBe('2025');
    expect(taxYearOn('ie', '2026-01-01')).toBe('2026');
  });

  it('falls back to the nearest year with rules', () => {
    expect(taxYearOn('uk', '2027-04-06')).toBe('2026/27');
    expect(taxYearOn('uk', '2024-05-01')).toBe('2025/26');
    expect(taxYearOn('ie', '2031-06-01')).toBe('2026');
    expect(taxYearOn('ie', '2020-06-01')).toBe('2025');
  });
});

describe('parseTaxYear', () => {
  it('reads the usual ways of writing a UK tax year', () => {
    for (const text of ['2026/27', '2026-27', '2026/2027', '2026-2027', ' 2026 / 27 ']) {
      expect(parseTaxYear('uk', text)).toBe('2026/27');
    }
    expect(parseTaxYear('scotland', '2025/26')).toBe('2025/26');
  });

  it('refuses years without rules, mismatched halves and the other region’s form', () => {
    expect(parseTaxYear('uk', '2024/25')).toBeNull();
    expect(parseTaxYear('uk', '2026/28')).toBeNull();
    expect(parseTaxYear('uk', '2026-2028')).toBeNull();
    expect(parseTaxYear('uk', '2026')).toBeNull();
    expect(parseTaxYear('ie', '2026/27')).toBeNull();
    expect(parseTaxYear('ie', '2024')).toBeNull();
    expect(parseTaxYear('ie', '2026')).toBe('2026');
  });

  it('lists the supported years', () => {
    expect(supportedTaxYears('uk')).toEqual(['2025/26', '2026/27']);
    expect(supportedTaxYears('ie')).toEqual(['2025', '2026']);
  });
});
