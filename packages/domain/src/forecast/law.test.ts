import { describe, expect, it } from 'vitest';
import { calculateTakeHome } from '../money/take-home.ts';
import { flatAssumptions } from './examples.ts';
import type { ForecastPlan, ProjectionYear } from './plan.ts';
import { defaultAssumptions, projectCashflow } from './projection.ts';

// The forecast against the law, case by case, each worked by hand: no inflation, growth or charges, so every figure
// can be checked with a pencil.
const flat = flatAssumptions;

const emptyPlan = (today: string): Omit<ForecastPlan, 'people'> => ({
  today,
  cash: 0,
  isa: 0,
  gia: 0,
  pensions: [],
  incomes: [],
  spending: { essential: 0, lifestyle: 0 },
  debts: [],
  goals: [],
});

const inYear = (years: ProjectionYear[], year: number) => {
  const row = years.find((candidate) => candidate.year === year);
  if (!row) throw new Error(`no row for ${year}`);
  return row;
};

const fullRate = 241.3 * 52; // UK new State Pension 2026/27, £12,547.60 a year

describe('the State Pension from the date the law gives', () => {
  // Born 15 June 1978: after 5 April 1978, so 68 (Pensions Act 2007 Sch. 3): 15 June 2046, not 2045 at 67. 2046
  // has 365 days and 15 June is its 166th, so 200 days are paid: 12,547.60 × 200 / 365 = 6,875.40.
  const plan: ForecastPlan = {
    ...emptyPlan('2026-01-01'),
    people: [{ dateOfBirth: '1978-06-15', region: 'uk', salary: 0, retirementAge: 60 }],
  };
  const projection = projectCashflow(plan, flat);

  it('pays nothing at 67 and, at 68, from 15 June 2046 only', () => {
    expect(inYear(projection.years, 2045).people[0]?.statePension).toBe(0);
    expect(inYear(projection.years, 2046).people[0]?.statePension).toBeCloseTo((fullRate * 200) / 365, 2);
    expect(inYear(projection.years, 2047).people[0]?.statePension).toBeCloseTo(fullRate, 2);
    expect(projection.statePensionDates).toEqual(['2046-06-15']);
  });

  it('born 10 December 1977: the fixed day of the phasing, 6 September 2045 (117 days of 2045)', () => {
    // Born 6 December 1977 – 5 January 1978: 6 September 2045. 6 September is day 249: 365 − 248 = 117 days.
    const phased = projectCashflow(
      { ...plan, people: [{ dateOfBirth: '1977-12-10', region: 'uk', salary: 0, retirementAge: 60 }] },
      flat,
    );
    expect(phased.statePensionDates).toEqual(['2045-09-06']);
    expect(inYear(phased.years, 2045).people[0]?.statePension).toBeCloseTo((fullRate * 117) / 365, 2);
  });

  it('Ireland: from the 66th birthday, for the rest of that year', () => {
    // Born 20 November 1960: 66 on 20 November 2026, day 324 of 365: 42 days of €15,563.60.
    const irish = projectCashflow(
      {
        ...plan,
        people: [{ dateOfBirth: '1960-11-20', region: 'ie', salary: 0, retirementAge: 60 }],
      },
      flat,
    );
    expect(inYear(irish.years, 2026).people[0]?.statePension).toBeCloseTo((299.3 * 52 * 42) / 365, 2);
  });
});

describe('part years: the first row runs from today', () => {
  // Today 2 July 2026, day 183 of 365: 183 days are left, the day included. A £30,000 salary (UK, 2026/27 in force):
  // 183/365 of a year's pay, tax and NI: 15,041.10 pay; tax 3,486 × 183/365 = 1,747.78; NI 1,394.40 × 183/365.
  const person = { dateOfBirth: '1980-03-01', region: 'uk' as const, salary: 30_000, retirementAge: 67 };
  it('pays, taxes and spends the part of the year that is left', () => {
    const row = inYear(
      projectCashflow(
        { ...emptyPlan('2026-07-02'), people: [person], spending: { essential: 10_000, lifestyle: 0 } },
        flat,
      ).years,
      2026,
    );
    expect(row.people[0]?.salary).toBeCloseTo((30_000 * 183) / 365, 6);
    expect(row.people[0]?.incomeTax).toBeCloseTo((3_486 * 183) / 365, 6);
    expect(row.people[0]?.socialInsurance).toBeCloseTo((1_394.4 * 183) / 365, 6);
    expect(row.essentialSpending).toBeCloseTo((10_000 * 183) / 365, 6);
  });

  it('the same plan seen on 30 December and on 2 January differs by days, not a year', () => {
    // Saving about £18,000 a year: counted whole, the 30 December view had a whole extra year of it (the issue's
    // ~£60k at retirement with growth); now it has two days' worth.
    const saver = (today: string): ForecastPlan => ({
      ...emptyPlan(today),
      people: [{ ...person, salary: 60_000 }],
      cash: 20_000,
      spending: { essential: 24_000, lifestyle: 0 },
    });
    const wealthIn2040 = (today: string) =>
      inYear(projectCashflow(saver(today), defaultAssumptions).years, 2040).todaysMoney.totalWealth;
    expect(Math.abs(wealthIn2040('2026-12-30') - wealthIn2040('2027-01-02'))).toBeLessThan(500);
  });
});

describe('Irish USC is charged before pension contributions', () => {
  // €85,000, 15 % into the pension, 45 (relief limit 25 %: all 12,750 relieved from income tax only), 2026:
  // income tax (85,000 − 12,750 = 72,250): 44,000 × 20 % + 28,250 × 40 % − 4,000 = 16,100;
  // USC on 85,000: 60.06 + 333.76 + 1,240.32 + 14,956 × 8 % = 2,830.62 (not 1,810.62 on 72,250).
  const plan: ForecastPlan = {
    ...emptyPlan('2026-01-01'),
    people: [{ dateOfBirth: '1981-05-01', region: 'ie', salary: 85_000, retirementAge: 66 }],
    pensions: [
      { owner: 0, value: 0, employeePercent: 15, employerPercent: 0, drawdownAge: 66, taxFreeCashAge: null },
    ],
  };
  const row = inYear(projectCashflow(plan, flat).years, 2026).people[0];

  it('income tax and USC €18,930.62, the take-home engine’s figure for the same year', () => {
    expect(row?.incomeTax).toBeCloseTo(16_100 + 2_830.62, 2);
    const engine = calculateTakeHome({
      region: 'ie',
      taxYear: '2026',
      gross: 8_500_000,
      pensionPercent: 15,
      pensionMethod: 'net_pay',
      age: 45,
      prsiEndsOn: '2047-05-01',
    });
    expect(row?.incomeTax).toBeCloseTo((engine.incomeTax + engine.usc) / 100, 2);
    expect(row?.socialInsurance).toBeCloseTo(engine.prsi / 100, 2);
    // The engine rounds net pay down to the cent; the forecast keeps the exact figure.
    expect(Math.abs((row?.netIncome ?? 0) - engine.net / 100)).toBeLessThan(0.011);
  });
});

describe('the minimum pension age', () => {
  it('UK: a pension asked for at 50 is drawn, and its tax-free cash taken, at 57 (55th birthday after 2027)', () => {
    // Born 1 June 1975: 55 in 2030, when the minimum is 57 (from 6 April 2028), so 57 in 2032. Nothing else to
    // live on: £20,000 a year is short until then, and the £100,000 pension's 25 % comes in 2032.
    const plan: ForecastPlan = {
      ...emptyPlan('2026-01-01'),
      people: [{ dateOfBirth: '1975-06-01', region: 'uk', salary: 0, retirementAge: 50, statePension: 0 }],
      pensions: [
        {
          owner: 0,
          value: 100_000,
          employeePercent: 0,
          employerPercent: 0,
          drawdownAge: 50,
          taxFreeCashAge: 50,
          label: 'Aviva',
        },
      ],
      spending: { essential: 20_000, lifestyle: 0 },
    };
    const projection = projectCashflow(plan, flat);
    for (const year of [2026, 2027, 2028, 2029, 2030, 2031]) {
      expect(inYear(projection.years, year).people[0]?.taxFreeCash).toBe(0);
      expect(inYear(projection.years, year).withdrawals.pensions).toBe(0);
    }
    expect(inYear(projection.years, 2032).people[0]?.taxFreeCash).toBe(25_000);
    expect(projection.runsOutIn).toBe(2026);
    expect(projection.notes).toEqual([
      { kind: 'minimumPensionAge', owner: 0, label: 'Aviva', askedAge: 50, fromAge: 57, region: 'uk' },
    ]);
  });

  it('UK: 55 while the minimum is still 55 (55th birthday in 2027)', () => {
    const plan: ForecastPlan = {
      ...emptyPlan('2026-01-01'),
      people: [{ dateOfBirth: '1972-03-01', region: 'uk', salary: 0, retirementAge: 50, statePension: 0 }],
      pensions: [
        {
          owner: 0,
          value: 100_000,
          employeePercent: 0,
          employerPercent: 0,
          drawdownAge: 55,
          taxFreeCashAge: 55,
        },
      ],
    };
    const projection = projectCashflow(plan, flat);
    expect(inYear(projection.years, 2027).people[0]?.taxFreeCash).toBe(25_000);
    expect(projection.notes).toEqual([]);
  });

  it('Ireland: a personal pension from 60; an occupational scheme from 50 once retired from the job', () => {
    const person = { dateOfBirth: '1975-06-01', region: 'ie' as const, salary: 0, retirementAge: 50 };
    const pot = { owner: 0 as const, value: 100_000, employeePercent: 0, employerPercent: 0 };
    const personal = projectCashflow(
      {
        ...emptyPlan('2026-01-01'),
        people: [person],
        pensions: [{ ...pot, drawdownAge: 55, taxFreeCashAge: 55, kind: 'personal' }],
      },
      flat,
    );
    expect(inYear(personal.years, 2030).people[0]?.taxFreeCash).toBe(0);
    expect(inYear(personal.years, 2035).people[0]?.taxFreeCash).toBe(25_000);
    expect(personal.notes[0]).toMatchObject({ askedAge: 55, fromAge: 60 });
    const occupational = projectCashflow(
      {
        ...emptyPlan('2026-01-01'),
        people: [person],
        pensions: [{ ...pot, drawdownAge: 52, taxFreeCashAge: 52, kind: 'occupational' }],
      },
      flat,
    );
    expect(inYear(occupational.years, 2027).people[0]?.taxFreeCash).toBe(25_000);
    expect(occupational.notes).toEqual([]);
  });
});

describe('Ireland: no employee credit on ARF distributions', () => {
  // Born 1 June 1964: 62 in 2026, no State Pension until 66. €26,000 a year from an ARF already in drawdown. Credits:
  // the personal credit only (revenue.ie "Employee Tax Credit": pay, occupational pensions, social welfare).
  // Gross g: income tax 20 % g − 2,000; USC 60.06 + 333.76 + 3 % (g − 28,700). Net 0.77 g + 2,000 − 393.82 + 861
  // = 26,000 → g = 30,562.10 (with the employee credit wrongly given, 20 % g − 4,000: g = 27,964.70).
  const plan: ForecastPlan = {
    ...emptyPlan('2026-01-01'),
    people: [{ dateOfBirth: '1964-06-01', region: 'ie', salary: 0, retirementAge: 60 }],
    pensions: [
      {
        owner: 0,
        value: 500_000,
        employeePercent: 0,
        employerPercent: 0,
        drawdownAge: 0,
        taxFreeCashAge: null,
        inDrawdown: true,
      },
    ],
    spending: { essential: 26_000, lifestyle: 0 },
  };
  it('draws €30,562.10 gross for €26,000', () => {
    const row = inYear(projectCashflow(plan, flat).years, 2026);
    expect(row.people[0]?.pensionDrawdown).toBeCloseTo(30_562.1, 1);
    expect(row.withdrawals.pensions).toBeCloseTo(26_000, 2);
  });
});
