import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { calculateHouseholdTax, noIncome, type PersonTaxYear } from '../money/income-tax.ts';
import type { TakeHomeRegion } from '../money/take-home.ts';
import {
  compileTaxPerson,
  emptyTaxIncome,
  householdIncomeTax,
  type TaxIncome,
  taxYearFor,
  yearContributions,
} from './tax.ts';

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

// The forecast asks the take-home engine's own rules: for any person, incomes and year, its income tax, USC, NI /
// PRSI and student loans are the engine's (money/income-tax.ts calculateHouseholdTax, which rounds to the penny)
// within a penny each, for a single person and an Irish couple assessed jointly alike.
const amount = fc.integer({ min: 0, max: 200_000 });
const incomes = fc.record({
  employment: amount,
  payPercent: fc.integer({ min: 0, max: 15 }),
  selfEmployed: fc.oneof(fc.constant(0), amount),
  rental: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 40_000 })),
  statePension: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 16_000 })),
  occupational: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 60_000 })),
  drawdown: fc.oneof(fc.constant(0), fc.integer({ min: 0, max: 80_000 })),
});
const bornIn = fc.integer({ min: 1950, max: 2000 });
type Drawn = { employment: number; payPercent: number } & Omit<
  TaxIncome,
  'payContribution' | 'employment' | 'profitContribution'
>;

function forecastIncome(drawn: Drawn): TaxIncome {
  return {
    ...emptyTaxIncome(),
    ...drawn,
    payContribution: (drawn.employment * drawn.payPercent) / 100,
    profitContribution: 0,
  };
}

function engineYear(region: TakeHomeRegion, born: number, year: number, drawn: Drawn): PersonTaxYear {
  const cents = (value: number) => Math.round(value * 100);
  return {
    region,
    taxYear: taxYearFor(region, year),
    dateOfBirth: `${born}-07-01`,
    incomes: {
      ...noIncome,
      employment: cents(drawn.employment),
      pensionContribution: cents((drawn.employment * drawn.payPercent) / 100),
      pensionMethod: region === 'ie' ? 'net_pay' : 'salary_sacrifice',
      studentLoans: region === 'ie' ? [] : ['plan2'],
      selfEmployed: cents(drawn.selfEmployed),
      rental: cents(drawn.rental),
      statePension: cents(drawn.statePension),
      occupationalPension: cents(drawn.occupational),
      pensionDrawdown: cents(drawn.drawdown),
    },
  };
}

describe('the forecast’s tax is the take-home engine’s', () => {
  it.each(['uk', 'scotland', 'ie'] as const)('for one person in %s, any incomes and age', (region) => {
    fc.assert(
      fc.property(bornIn, incomes, (born, drawn) => {
        const year = 2026;
        const person = compileTaxPerson(
          {
            region,
            dateOfBirth: `${born}-07-01`,
            birthYear: born,
            pensionMethod: 'salary_sacrifice',
            studentLoans: ['plan2'],
          },
          // June: the first row's tax year is the one in force that day, 2026/27 as the engine is asked.
          `${year}-06-01`,
          1,
        );
        const income = forecastIncome(drawn);
        const tax = new Float64Array(1);
        householdIncomeTax([person], 0, year, [income], 1, false, tax);
        const paid = { socialInsurance: 0, studentLoan: 0, pensionCost: 0 };
        yearContributions(person, 0, year, income, 1, paid);
        const [engine] = calculateHouseholdTax([engineYear(region, born, year, drawn)]);
        if (!engine) throw new Error('no answer');
        expect(Math.abs((tax[0] as number) - (engine.incomeTax + engine.usc) / 100)).toBeLessThan(0.02);
        expect(
          Math.abs(paid.socialInsurance - (engine.nationalInsurance + engine.class4 + engine.prsi) / 100),
        ).toBeLessThan(0.02);
        expect(Math.abs(paid.studentLoan - engine.studentLoan / 100)).toBeLessThan(0.02);
      }),
      { numRuns: 300 },
    );
  });

  it('for an Irish couple assessed jointly', () => {
    fc.assert(
      fc.property(bornIn, incomes, bornIn, incomes, (bornA, a, bornB, b) => {
        const year = 2026;
        const compile = (born: number) =>
          compileTaxPerson(
            { region: 'ie', dateOfBirth: `${born}-07-01`, birthYear: born },
            `${year}-01-01`,
            1,
          );
        const tax = new Float64Array(2);
        householdIncomeTax(
          [compile(bornA), compile(bornB)],
          0,
          year,
          [forecastIncome(a), forecastIncome(b)],
          1,
          true,
          tax,
        );
        const engine = calculateHouseholdTax(
          [engineYear('ie', bornA, year, a), engineYear('ie', bornB, year, b)],
          { jointAssessment: true },
        );
        engine.forEach((answer, p) => {
          expect(Math.abs((tax[p] as number) - (answer.incomeTax + answer.usc) / 100)).toBeLessThan(0.02);
        });
      }),
      { numRuns: 200 },
    );
  });

  it('indexed thresholds: k × the tax of income ÷ k', () => {
    const person = compileTaxPerson(
      { region: 'uk', dateOfBirth: '1980-01-01', birthYear: 1980 },
      '2040-01-01',
      1,
    );
    const at = (employment: number, index: number) => {
      const tax = new Float64Array(1);
      householdIncomeTax([person], 0, 2040, [{ ...emptyTaxIncome(), employment }], index, false, tax);
      return tax[0] as number;
    };
    expect(at(90_000, 1.5)).toBeCloseTo(1.5 * at(60_000, 1), 6);
  });
});
