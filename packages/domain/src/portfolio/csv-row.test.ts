import { describe, expect, it } from 'vitest';
import { portfolioMessages } from '../contract/portfolio.ts';
import { parseCsvRow } from './csv-row.ts';

const good = {
  provider: 'Aviva',
  account_type: 'ISA',
  reference: 'ISA-001',
  currency: 'gbp',
  fund_name: 'Vanguard FTSE U.K. All Share Index',
  isin: 'gb00 b3x7 qg63',
  asset_class: 'Equities',
  units: '1,234.5',
  price: '2.5',
  valuation_date: '2026-09-30',
};

describe('parseCsvRow', () => {
  it('reads codes or labels in any case, spaced ISINs and thousands commas', () => {
    expect(parseCsvRow(good)).toEqual({
      ok: true,
      row: {
        account: { provider: 'Aviva', account_type: 'isa', reference: 'ISA-001', currency: 'GBP' },
        holding: {
          fund_name: 'Vanguard FTSE U.K. All Share Index',
          isin: 'GB00B3X7QG63',
          asset_class: 'equity',
          units: 1234.5,
          price: 2.5,
          valuation_date: '2026-09-30',
        },
      },
    });
  });

  it('names every bad column of a row', () => {
    const result = parseCsvRow({
      ...good,
      isin: 'GB00B3X7QG64',
      units: 'many',
      valuation_date: '2026-02-30',
      account_type: 'savings',
    });
    expect(result.ok).toBe(false);
    if (result.ok) return;
    expect(result.errors.isin).toEqual([portfolioMessages.isinCheckDigit]);
    expect(result.errors.units).toEqual(['The number of units must be a number.']);
    expect(result.errors.valuation_date).toEqual([portfolioMessages.dateInvalid]);
    expect(result.errors.account_type).toEqual(['Choose an account type.']);
    expect(Object.keys(result.errors).sort()).toEqual(['account_type', 'isin', 'units', 'valuation_date']);
  });

  it('treats a missing reference as none and a missing provider as an error', () => {
    const { reference: _ignored, ...withoutReference } = good;
    const ok = parseCsvRow(withoutReference);
    expect(ok.ok && ok.row.account.reference).toBe('');
    const bad = parseCsvRow({ ...good, provider: ' ' });
    expect(!bad.ok && bad.errors.provider).toEqual(['The provider is required.']);
  });

  it('rejects negative prices and zero units', () => {
    const result = parseCsvRow({ ...good, price: '-1', units: '0' });
    expect(!result.ok && result.errors).toEqual({
      price: ['The price cannot be negative.'],
      units: ['The number of units must be above 0.'],
    });
  });
});
