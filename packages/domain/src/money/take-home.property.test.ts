import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ieTaxYears } from './ie-tax-rules.ts';
import { pensionMethods } from './pension-method.ts';
import { calculateTakeHome, type TakeHome, type TakeHomeInput } from './take-home.ts';
import { studentLoanPlans, ukTaxYears } from './uk-tax-rules.ts';

const salary = fc.integer({ min: 0, max: 100_000_000 });
const percent = (max: number) => fc.integer({ min: 0, max: max * 100 }).map((hundredths) => hundredths / 100);
const undergraduate = fc.constantFrom(...studentLoanPlans.filter((plan) => plan !== 'postgraduate'));
const loans = fc
  .tuple(fc.option(undergraduate, { nil: undefined }), fc.boolean())
  .map(([plan, postgraduate]) => [
    ...(plan ? [plan] : []),
    ...(postgraduate ? (['postgraduate'] as const) : []),
  ]);

// Everything but the salary, for any region.
const ukSettings = (maxPercent: number) =>
  fc.record({
    region: fc.constantFrom('uk' as const, 'scotland' as const),
    taxYear: fc.constantFrom(...ukTaxYears),
    pensionPercent: percent(maxPercent),
    pensionMethod: fc.constantFrom(...pensionMethods),
    studentLoans: loans,
  });
const ieSettings = (maxPercent: number) =>
  fc.record({
    region: fc.constant('ie' as const),
    taxYear: fc.constantFrom(...ieTaxYears),
    pensionPercent: percent(maxPercent),
    pensionMethod: fc.constant('net_pay' as const),
    age: fc.option(fc.integer({ min: 16, max: 80 }), { nil: null }),
  });
const anySettings = (maxPercent: number) => fc.oneof(ukSettings(maxPercent), ieSettings(maxPercent));

const deductionsOf = (result: TakeHome) => [
  result.incomeTax,
  result.nationalInsurance,
  result.usc,
  result.prsi,
  result.pension,
  result.studentLoan,
];

const run = (settings: Omit<TakeHomeInput, 'gross'>, gross: number) =>
  calculateTakeHome({ ...settings, gross } as TakeHomeInput);

describe('take-home pay, for any salary and settings', () => {
  it('never pays more than gross, takes no negative deduction, and the deductions add up to gross − net', () => {
    fc.assert(
      fc.property(anySettings(100), salary, (settings, gross) => {
        const result = run(settings, gross);
        expect(result.net).toBeLessThanOrEqual(gross);
        for (const deduction of deductionsOf(result)) {
          expect(Number.isInteger(deduction)).toBe(true);
          expect(deduction).toBeGreaterThanOrEqual(0);
        }
        expect(deductionsOf(result).reduce((a, b) => a + b, 0)).toBe(gross - result.net);
      }),
    );
  });

  it('never goes below zero with a pension of up to 30 %', () => {
    fc.assert(
      fc.property(anySettings(30), salary, (settings, gross) => {
        expect(run(settings, gross).net).toBeGreaterThanOrEqual(0);
      }),
    );
  });
});

// A higher salary never gives less take-home pay. Two limits, both real: under net pay or relief at source a
// contribution above about 19 % of pay can make a rise inside the allowance taper cost more than it brings, and
// Ireland's law has two steps (USC from the first euro above €13,000; PRSI above €352 a week).
describe('take-home pay rises with salary', () => {
  const ordered = fc.tuple(salary, salary).map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));

  it('in the UK, for any pension up to 15 % (any method) and any student loans', () => {
    fc.assert(
      fc.property(ukSettings(15), ordered, (settings, [low, high]) => {
        expect(run(settings, high).net).toBeGreaterThanOrEqual(run(settings, low).net);
      }),
      { numRuns: 500 },
    );
  });

  it('in the UK under salary sacrifice, for any pension', () => {
    fc.assert(
      fc.property(ukSettings(100), ordered, (settings, [low, high]) => {
        const sacrifice = { ...settings, pensionMethod: 'salary_sacrifice' as const };
        expect(run(sacrifice, high).net).toBeGreaterThanOrEqual(run(sacrifice, low).net);
      }),
    );
  });

  it('at a penny more, in the UK', () => {
    fc.assert(
      fc.property(ukSettings(15), salary, (settings, gross) => {
        expect(run(settings, gross + 1).net).toBeGreaterThanOrEqual(run(settings, gross).net);
      }),
      { numRuns: 500 },
    );
  });

  it('in Ireland, for any pension up to 40 %, between the steps', () => {
    const segments = [
      [0, 1_300_000],
      [1_300_001, 1_830_400],
      [1_830_401, 100_000_000],
    ] as const;
    const pair = fc
      .constantFrom(...segments)
      .chain(([min, max]) => fc.tuple(fc.integer({ min, max }), fc.integer({ min, max })))
      .map(([a, b]): [number, number] => (a <= b ? [a, b] : [b, a]));
    fc.assert(
      fc.property(ieSettings(40), pair, (settings, [low, high]) => {
        expect(run(settings, high).net).toBeGreaterThanOrEqual(run(settings, low).net);
      }),
      { numRuns: 500 },
    );
  });
});
