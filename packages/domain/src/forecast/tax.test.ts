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
    expect(engineTaxModel.incomeTax(uk, 2026, 45_000, 0, 1)).toBe(engine.incomeTax / 100);
    expect(engineTaxModel.social(uk, 2026, 45_000, 1)).toBe(engine.nationalInsurance / 100);
  });

  it('indexed thresholds: k × the tax of income ÷ k', () => {
    expect(engineTaxModel.incomeTax(uk, 2040, 90_000, 0, 1.5)).toBeCloseTo(
      1.5 * engineTaxModel.incomeTax(uk, 2040, 60_000, 0, 1),
      1,
    );
  });

  it('Ireland: income tax on all of it, USC on all but the State Pension', () => {
    const engine = (gross: number) =>
      calculateTakeHome({
        region: 'ie',
        taxYear: '2026',
        gross,
        pensionPercent: 0,
        pensionMethod: 'net_pay',
        age: 46,
        prsiEndsOn: '1900-01-01',
      });
    // 40,000 of which 15,000 State Pension: income tax on 40,000, USC on 25,000.
    expect(engineTaxModel.incomeTax(ie, 2026, 40_000, 15_000, 1)).toBeCloseTo(
      (engine(4_000_000).incomeTax + engine(2_500_000).usc) / 100,
      2,
    );
  });

  it('no NI from the State Pension date on', () => {
    const old: TaxPerson = { region: 'uk', dateOfBirth: '1955-01-01', birthYear: 1955 };
    expect(engineTaxModel.social(old, 2026, 30_000, 1)).toBe(0);
  });
});

// The grid interpolates the engine between 250 points per table, so it is furthest off just around a kink or a
// cliff in the tables: a few pounds in the UK, up to about €150 in Ireland (the PRSI credit's taper, the USC bands),
// and up to about €430 just under €60,000 for a person of 70 or more (the reduced USC rate stops there at once).
// A dense sweep (deterministic: a random sample rarely lands on the narrow worst places) holds each bound.
describe('the Monte Carlo tax grid', () => {
  const grid = createGridTaxModel();
  const ie70: TaxPerson = { ...ie, birthYear: 1958, dateOfBirth: '1958-01-01' };
  it.each([
    ['the UK', uk, 20],
    ['Ireland', ie, 160],
    ['Ireland, 70 or over', ie70, 450],
  ] as const)(
    'stays within its bound of the engine in %s, income tax and NI/PRSI',
    (_where, person, bound) => {
      const year = 2030;
      for (const index of [1, 1.37])
        for (const share of [0, 0.5, 1])
          for (let amount = 0; amount <= 400_000; amount += 97.3) {
            const uscFree = amount * share;
            const tax = Math.abs(
              grid.incomeTax(person, year, amount, uscFree, index) -
                engineTaxModel.incomeTax(person, year, amount, uscFree, index),
            );
            const social = Math.abs(
              grid.social(person, year, amount, index) - engineTaxModel.social(person, year, amount, index),
            );
            if (tax >= bound * index || social >= bound * index)
              expect({ amount, index, share, tax, social }).toEqual(`within ${bound * index}`);
          }
    },
  );
});
