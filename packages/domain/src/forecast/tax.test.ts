import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateTakeHome } from '../money/take-home.ts';
import { createGridTaxModel, engineTaxModel, type TaxPerson, taxYearFor } from './tax.ts';

const uk: TaxPerson = { region: 'uk', dateOfBirth: '1980-01-01', birthYear: 1980 };
const ie: TaxPerson = { region: 'ie', dateOfBirth: '1980-01-01', birthYear: 1980 };

describe('taxYearFor', () => {
  it('names the tax year starting in a calendar year, or the nearest held', () => {
    expect(taxYearFor('uk', 2025)).toBe('2025/26');
    expect(taxYearFor('uk', 2026)).toBe('2026/27');
    expect(taxYearFor('scotland', 2050)).toBe('2026/27');
    expect(taxYearFor('ie', 2026)).toBe('2026');
    expect(taxYearFor('ie', 2040)).toBe('2026');
    expect(taxYearFor('ie', 2000)).toBe('2025');
  });
});

describe('engineTaxModel', () => {
  it('is the take-home engine’s income tax and NI, in pounds', () => {
    const engine = calculateTakeHome({
      region: 'uk',
      taxYear: '2026/27',
      gross: 4_500_000,
      pensionPercent: 0,
      pensionMethod: 'net_pay',
      studentLoans: [],
    });
    expect(engineTaxModel.incomeTax(uk, 2026, 45_000, 1)).toBe(engine.incomeTax / 100);
    expect(engineTaxModel.social(uk, 2026, 45_000, 1)).toBe(engine.nationalInsurance / 100);
  });

  it('indexed thresholds: k × the tax of income ÷ k', () => {
    expect(engineTaxModel.incomeTax(uk, 2040, 90_000, 1.5)).toBeCloseTo(
      1.5 * engineTaxModel.incomeTax(uk, 2040, 60_000, 1),
      1,
    );
  });

  it('no NI from the State Pension date on', () => {
    const old: TaxPerson = { region: 'uk', dateOfBirth: '1955-01-01', birthYear: 1955 };
    expect(engineTaxModel.social(old, 2026, 30_000, 1)).toBe(0);
  });
});

describe('the Monte Carlo tax grid', () => {
  const grid = createGridTaxModel();
  it('agrees with the engine within 40 a year, UK and Ireland, income tax and NI/PRSI', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(uk, ie, { ...ie, birthYear: 1958, dateOfBirth: '1958-01-01' }),
        fc.integer({ min: 0, max: 40_000_000 }).map((cents) => cents / 100),
        fc.constantFrom(1, 1.37),
        (person, amount, index) => {
          const year = 2030;
          expect(
            Math.abs(
              grid.incomeTax(person, year, amount, index) -
                engineTaxModel.incomeTax(person, year, amount, index),
            ),
          ).toBeLessThan(40 * index);
          expect(
            Math.abs(
              grid.social(person, year, amount, index) - engineTaxModel.social(person, year, amount, index),
            ),
          ).toBeLessThan(40 * index);
        },
      ),
      { numRuns: 300 },
    );
  });
});
