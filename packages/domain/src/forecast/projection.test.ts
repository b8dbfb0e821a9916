import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { flatAssumptions } from './examples.ts';
import { runMonteCarlo } from './monte-carlo.ts';
import type { ForecastAssumptions, ForecastPension, ForecastPlan, ProjectionYear } from './plan.ts';
import { defaultAssumptions, projectCashflow } from './projection.ts';

// Hand-worked cases: no inflation, no growth and no charges unless a case says so, so every figure can be checked
// with a pencil. UK 2026/27: personal allowance £12,570, basic rate 20 %, employee NI 8 % above £12,570.
const flat = flatAssumptions;

// Today is 1 January, so the first row is a whole year (a later day makes it a part year: see "part years").
const emptyPlan = (today = '2026-01-01'): Omit<ForecastPlan, 'people'> => ({
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

// The first person's pension, with no contributions and no tax-free cash unless given.
const pension = (
  pot: Pick<ForecastPension, 'value' | 'drawdownAge'> & Partial<ForecastPension>,
): ForecastPension => ({
  owner: 0,
  employeePercent: 0,
  employerPercent: 0,
  taxFreeCashAge: null,
  ...pot,
});

const inYear = (years: ProjectionYear[], year: number) => {
  const row = years.find((candidate) => candidate.year === year);
  if (!row) throw new Error(`no row for ${year}`);
  return row;
};

describe('a single person with one salary and one pension (UK), where the money runs out', () => {
  // Born 1 June 1966: 60 in 2026, retires at 61 (salary in 2026 only), draws the £100,000 pension from 61, no
  // tax-free lump sum, no State Pension (0), spends £20,000 a year.
  const plan: ForecastPlan = {
    ...emptyPlan(),
    people: [{ dateOfBirth: '1966-06-01', region: 'uk', salary: 30_000, retirementAge: 61, statePension: 0 }],
    pensions: [pension({ value: 100_000, drawdownAge: 61 })],
    spending: { essential: 20_000, lifestyle: 0 },
  };
  const projection = projectCashflow(plan, flat);

  it('runs from this year to age 100', () => {
    expect(projection.years[0]?.year).toBe(2026);
    expect(projection.years.at(-1)?.year).toBe(2066);
    expect(projection.years.at(-1)?.people[0]?.age).toBe(100);
  });

  it('2026: the salary after tax and NI, the surplus saved in cash', () => {
    const row = inYear(projection.years, 2026);
    const person = row.people[0];
    // Income tax (30,000 − 12,570) × 20 % = 3,486; NI (30,000 − 12,570) × 8 % = 1,394.40.
    expect(person?.incomeTax).toBeCloseTo(3_486, 2);
    expect(person?.socialInsurance).toBeCloseTo(1_394.4, 2);
    expect(person?.netIncome).toBeCloseTo(25_119.6, 2);
    expect(row.balances.cash).toBeCloseTo(5_119.6, 2);
    expect(row.totalWealth).toBeCloseTo(105_119.6, 2);
  });

  it('2027: cash first, then the pension grossed up for its income tax', () => {
    const row = inYear(projection.years, 2027);
    expect(row.withdrawals.cash).toBeCloseTo(5_119.6, 2);
    // 20,000 − 5,119.60 = 14,880.40 net: g − 20 % × (g − 12,570) = 14,880.40 → g = 15,458.
    expect(row.people[0]?.pensionDrawdown).toBeCloseTo(15_458, 1);
    expect(row.people[0]?.incomeTax).toBeCloseTo(577.6, 1);
    expect(row.balances.pensions[0]).toBeCloseTo(84_542, 1);
  });

  it('2028–2030 draw £21,857.50 gross for £20,000 net; 2031 runs out', () => {
    // 0.8 g + 2,514 = 20,000 → g = 21,857.50: 84,542 → 62,684.50 → 40,827 → 18,969.50.
    expect(inYear(projection.years, 2028).balances.pensions[0]).toBeCloseTo(62_684.5, 1);
    expect(inYear(projection.years, 2030).balances.pensions[0]).toBeCloseTo(18_969.5, 1);
    // 2031: the last 18,969.50 gives 18,969.50 − 20 % × 6,399.50 = 17,689.60; 2,310.40 short.
    const last = inYear(projection.years, 2031);
    expect(last.withdrawals.pensions).toBeCloseTo(17_689.6, 1);
    expect(last.shortfall).toBeCloseTo(2_310.4, 1);
    expect(projection.runsOutIn).toBe(2031);
    expect(inYear(projection.years, 2030).shortfall).toBe(0);
  });
});

describe('a joint household (UK), both retired', () => {
  // A: born 1956 (70 in 2026), the full new State Pension (£241.30 × 52 = £12,547.60) and a £10,000 final salary
  // pension. B: born 1958 (68), a State Pension forecast of £10,000. Spending £20,000 essential + £5,000 lifestyle,
  // lifestyle 20 % less once the younger is 70 (2028). £10,000 in cash.
  const plan: ForecastPlan = {
    ...emptyPlan(),
    people: [
      { dateOfBirth: '1956-03-01', region: 'uk', salary: 0, retirementAge: 60 },
      { dateOfBirth: '1958-09-30', region: 'uk', salary: 0, retirementAge: 60, statePension: 10_000 },
    ],
    cash: 10_000,
    incomes: [{ owner: 0, annualAmount: 10_000, fromAge: 60, indexed: true }],
    spending: { essential: 20_000, lifestyle: 5_000 },
  };
  const projection = projectCashflow(plan, { ...flat, laterLife: { fromAge: 70, lifestyleReduction: 0.2 } });

  it('taxes each person on their own income', () => {
    const row = inYear(projection.years, 2026);
    // A: (12,547.60 + 10,000 − 12,570) × 20 % = 1,995.52; B: 10,000 is within the allowance.
    expect(row.people[0]?.statePension).toBeCloseTo(12_547.6, 2);
    expect(row.people[0]?.incomeTax).toBeCloseTo(1_995.52, 2);
    expect(row.people[0]?.socialInsurance).toBe(0);
    expect(row.people[1]?.incomeTax).toBe(0);
    // 20,552.08 + 10,000 − 25,000 = 5,552.08 saved.
    expect(row.balances.cash).toBeCloseTo(15_552.08, 2);
  });

  it('spends less on lifestyle from the year the younger reaches 70, and lasts to the younger’s 100', () => {
    expect(inYear(projection.years, 2027).lifestyleSpending).toBe(5_000);
    expect(inYear(projection.years, 2028).lifestyleSpending).toBe(4_000);
    // 10,000 + 5,552.08 × 2 + 6,552.08 = 27,656.24.
    expect(inYear(projection.years, 2028).totalWealth).toBeCloseTo(27_656.24, 2);
    expect(projection.years.at(-1)?.year).toBe(2058);
    expect(projection.runsOutIn).toBeNull();
  });

  it('pays debts to their end year and goals in their year', () => {
    const withMore = projectCashflow(
      { ...plan, debts: [{ annualPayment: 3_000, endYear: 2027 }], goals: [{ year: 2029, amount: 8_000 }] },
      { ...flat, laterLife: { fromAge: 70, lifestyleReduction: 0.2 } },
    );
    expect(inYear(withMore.years, 2027).debtPayments).toBe(3_000);
    expect(inYear(withMore.years, 2028).debtPayments).toBe(0);
    expect(inYear(withMore.years, 2029).goals).toBe(8_000);
    // 6,000 of debts and 8,000 of the goal, nothing else different.
    expect(inYear(withMore.years, 2029).totalWealth).toBeCloseTo(
      inYear(projection.years, 2029).totalWealth - 14_000,
      2,
    );
  });
});

describe('an Irish person: the tax-free lump sum, then the ARF', () => {
  // Born 1 January 1960: 66 on 1 January 2026, so the contributory State Pension (€299.30 × 52 = €15,563.60) for
  // all of 2026; a €200,000 pension whose 25 % lump sum is taken at 66, spending €30,000.
  const plan: ForecastPlan = {
    ...emptyPlan(),
    people: [{ dateOfBirth: '1960-01-01', region: 'ie', salary: 0, retirementAge: 65 }],
    pensions: [pension({ value: 200_000, drawdownAge: 66, taxFreeCashAge: 66 })],
    spending: { essential: 30_000, lifestyle: 0 },
  };
  const projection = projectCashflow(plan, flat);

  it('2026: €50,000 lump sum into cash; no income tax under the over-65 exemption, no USC on the State Pension', () => {
    const row = inYear(projection.years, 2026);
    expect(row.people[0]?.taxFreeCash).toBe(50_000);
    // Income tax: 15,563.60 ≤ 18,000 exemption limit → 0. USC: social welfare payments are exempt → 0.
    expect(row.people[0]?.incomeTax).toBe(0);
    // 50,000 + 15,563.60 − 30,000.
    expect(row.balances.cash).toBeCloseTo(35_563.6, 2);
    expect(row.balances.pensions[0]).toBe(150_000);
  });

  it('2029: cash runs dry and the ARF is drawn, grossed up for income tax (USC: under €13,000, none)', () => {
    // 14,436.40 a year from cash: 35,563.60 → 21,127.20 → 6,690.80, then 7,745.60 is needed from the ARF. With
    // total income x = 15,563.60 + g (69: the age credit; above the €18,000 exemption, ordinary tax is lower than
    // marginal relief): income tax 20 % x − 4,245 (credits 2,000 + 2,000 + 245). USC on g alone, under €13,000: 0.
    // Net g − (0.2 g − 1,132.28) = 7,745.60 → g = 8,266.65.
    const row = inYear(projection.years, 2029);
    expect(row.withdrawals.cash).toBeCloseTo(6_690.8, 2);
    expect(row.withdrawals.pensions).toBeCloseTo(7_745.6, 1);
    expect(row.people[0]?.pensionDrawdown).toBeCloseTo(8_266.65, 0);
    expect(row.people[0]?.incomeTax).toBeCloseTo(0.2 * (15_563.6 + 8_266.65) - 4_245, 0);
  });
});

describe('the drawdown order', () => {
  // Retired, no income: £10,000 of spending a year from £20,000 cash, a £20,000 ISA and a £20,000 general account.
  const plan: ForecastPlan = {
    ...emptyPlan(),
    people: [{ dateOfBirth: '1950-01-01', region: 'uk', salary: 0, retirementAge: 60, statePension: 0 }],
    cash: 20_000,
    isa: 20_000,
    gia: 20_000,
    spending: { essential: 10_000, lifestyle: 0 },
  };

  it('defaults to cash, then ISAs, then general investments', () => {
    const { years } = projectCashflow(plan, flat);
    expect(inYear(years, 2027).balances).toMatchObject({ cash: 0, isa: 20_000, gia: 20_000 });
    expect(inYear(years, 2029).balances).toMatchObject({ cash: 0, isa: 0, gia: 20_000 });
    expect(inYear(years, 2031).balances).toMatchObject({ cash: 0, isa: 0, gia: 0 });
    expect(inYear(years, 2031).shortfall).toBe(0);
    expect(inYear(years, 2032).shortfall).toBe(10_000);
  });

  it('follows the firm’s order when it differs', () => {
    const { years } = projectCashflow(plan, { ...flat, drawdownOrder: ['gia', 'cash', 'isa', 'pensions'] });
    expect(inYear(years, 2027).balances).toMatchObject({ cash: 20_000, isa: 20_000, gia: 0 });
    expect(inYear(years, 2029).balances).toMatchObject({ cash: 0, isa: 20_000, gia: 0 });
  });
});

describe('tax-free cash', () => {
  it('is capped at the UK lump sum allowance over a lifetime, across two pensions taken in different years', () => {
    const { years } = projectCashflow(
      {
        ...emptyPlan(),
        people: [{ dateOfBirth: '1960-01-01', region: 'uk', salary: 0, retirementAge: 60, statePension: 0 }],
        pensions: [
          pension({ value: 800_000, drawdownAge: 75, taxFreeCashAge: 66 }),
          pension({ value: 400_000, drawdownAge: 75, taxFreeCashAge: 68 }),
        ],
      },
      flat,
    );
    // 2026: 25 % of 800,000 = 200,000. 2028: 25 % of 400,000 = 100,000, but only 68,275 of the allowance is left.
    expect(inYear(years, 2026).people[0]?.taxFreeCash).toBe(200_000);
    expect(inYear(years, 2028).people[0]?.taxFreeCash).toBe(68_275);
    expect(inYear(years, 2028).balances.pensions).toEqual([600_000, 331_725]);
  });
});

describe('bad input', () => {
  it('refuses a negative or non-finite amount and a malformed date', () => {
    const person = { dateOfBirth: '1980-01-01', region: 'uk' as const, salary: 0, retirementAge: 60 };
    expect(() => projectCashflow({ ...emptyPlan(), people: [person], cash: -1 })).toThrow(RangeError);
    expect(() => projectCashflow({ ...emptyPlan(), people: [{ ...person, salary: Number.NaN }] })).toThrow(
      RangeError,
    );
    expect(() =>
      projectCashflow({ ...emptyPlan(), people: [{ ...person, dateOfBirth: '1/1/1980' }] }),
    ).toThrow(RangeError);
  });
});

describe('inflation and today’s money', () => {
  it('deflates every amount by the year’s price index', () => {
    const plan: ForecastPlan = {
      ...emptyPlan(),
      people: [
        { dateOfBirth: '1980-01-01', region: 'scotland', salary: 0, retirementAge: 50, statePension: 0 },
      ],
      cash: 1_000_000,
      spending: { essential: 10_000, lifestyle: 2_000 },
    };
    const projection = projectCashflow(plan, { ...flat, inflation: { mean: 0.03, volatility: 0 } });
    const row = inYear(projection.years, 2036);
    expect(row.priceIndex).toBeCloseTo(1.03 ** 10, 10);
    expect(row.essentialSpending).toBeCloseTo(10_000 * 1.03 ** 10, 6);
    expect(row.todaysMoney.essentialSpending).toBeCloseTo(10_000, 6);
    expect(row.todaysMoney.totalWealth).toBeCloseTo(row.totalWealth / 1.03 ** 10, 6);
  });

  // UK thresholds are frozen by law to 5 April 2031 (HM Treasury, 26 November 2025): "indexed" thresholds rise with
  // prices only from 2031/32, so until then both choices tax alike, and afterwards an indexed year's real tax is the
  // last frozen year's (its real thresholds stop falling). Before this rule the case expected 2040's real tax to
  // equal 2026's, as if indexing began after the newest table: the law says otherwise.
  it('with thresholds indexed, thresholds stay frozen to 2031 and then keep their real value', () => {
    const plan: ForecastPlan = {
      ...emptyPlan(),
      people: [
        { dateOfBirth: '1990-01-01', region: 'uk', salary: 60_000, retirementAge: 67, statePension: 0 },
      ],
    };
    const inflation = { mean: 0.03, volatility: 0 };
    const indexed = projectCashflow(plan, { ...flat, inflation, thresholds: 'indexed' });
    const frozen = projectCashflow(plan, { ...flat, inflation, thresholds: 'frozen' });
    const realTax = (projection: typeof indexed, year: number) =>
      inYear(projection.years, year).todaysMoney.people[0]?.incomeTax ?? 0;
    expect(realTax(indexed, 2030)).toBeCloseTo(realTax(frozen, 2030), 6);
    expect(realTax(indexed, 2040)).toBeCloseTo(realTax(indexed, 2030), 0);
    // Frozen: fiscal drag goes on, more real tax.
    expect(realTax(frozen, 2040)).toBeGreaterThan(realTax(indexed, 2040) + 1_000);
  });
});

describe('a market fall of 20 % in a chosen year (marketFallYear)', () => {
  // A retired UK person (76 in 2026) with no income and no State Pension (so no tax), £10,000 a year spent;
  // investments and pensions grow 10 % a year, cash 0 %. Markets fall in 2027.
  const growing: ForecastAssumptions = {
    ...flat,
    returns: {
      cash: { mean: 0, volatility: 0 },
      investments: { mean: 0.1, volatility: 0 },
      pensions: { mean: 0.1, volatility: 0 },
    },
  };
  const plan: ForecastPlan = {
    ...emptyPlan(),
    people: [{ dateOfBirth: '1950-03-01', region: 'uk', salary: 0, retirementAge: 60, statePension: 0 }],
    cash: 30_000,
    isa: 50_000,
    gia: 20_000,
    pensions: [pension({ value: 100_000, drawdownAge: 60 })],
    spending: { essential: 10_000, lifestyle: 0 },
  };
  const steady = projectCashflow(plan, growing);
  const fallen = projectCashflow({ ...plan, marketFallYear: 2027 }, growing);

  it('changes nothing before its year', () => {
    // 2026: ISA 55,000, GIA 22,000, pension 110,000 after growth; £10,000 spent from cash leaves 20,000.
    expect(inYear(fallen.years, 2026)).toEqual(inYear(steady.years, 2026));
    expect(inYear(fallen.years, 2026).totalWealth).toBeCloseTo(207_000, 6);
  });

  it('takes a fifth off ISAs, general investments and pensions after the year’s growth, not off cash', () => {
    // 2027: growth gives ISA 60,500, GIA 24,200, pension 121,000; the fall leaves 48,400, 19,360 and 96,800.
    // Cash pays the year's spending: 20,000 − 10,000 = 10,000, as without the fall.
    const row = inYear(fallen.years, 2027);
    expect(row.balances.isa).toBeCloseTo(48_400, 6);
    expect(row.balances.gia).toBeCloseTo(19_360, 6);
    expect(row.balances.pensions[0]).toBeCloseTo(96_800, 6);
    expect(row.balances.cash).toBeCloseTo(10_000, 6);
    expect(row.totalWealth).toBeCloseTo(174_560, 6);
    expect(inYear(steady.years, 2027).totalWealth).toBeCloseTo(215_700, 6);
  });

  it('is once: the next year grows from the lower values', () => {
    // 2028: cash's last 10,000 is spent; ISA 48,400 × 1.1 = 53,240, GIA 21,296, pension 106,480.
    const row = inYear(fallen.years, 2028);
    expect(row.balances.cash).toBeCloseTo(0, 6);
    expect(row.balances.isa).toBeCloseTo(53_240, 6);
    expect(row.balances.gia).toBeCloseTo(21_296, 6);
    expect(row.balances.pensions[0]).toBeCloseTo(106_480, 6);
    expect(row.totalWealth).toBeCloseTo(181_016, 6);
    expect(inYear(steady.years, 2028).totalWealth).toBeCloseTo(226_270, 6);
  });

  it('a fall in a year outside the forecast changes nothing', () => {
    expect(projectCashflow({ ...plan, marketFallYear: 2200 }, growing)).toEqual(steady);
    expect(projectCashflow({ ...plan, marketFallYear: null }, growing)).toEqual(steady);
  });

  it('Monte Carlo: every path falls in that year (a forced shock, whatever the draws)', () => {
    // Only an ISA, no spending and no income: each path's wealth is its ISA, so from the fall year on every path
    // (and so every percentile) is exactly 80 % of the same path without the fall, drawn from the same seed.
    const investor: ForecastPlan = {
      ...plan,
      cash: 0,
      gia: 0,
      pensions: [],
      spending: { essential: 0, lifestyle: 0 },
    };
    const options = { paths: 300, seed: 11 };
    const without = runMonteCarlo(investor, defaultAssumptions, options);
    const withFall = runMonteCarlo({ ...investor, marketFallYear: 2030 }, defaultAssumptions, options);
    without.years.forEach((year, t) => {
      const share = year < 2030 ? 1 : 0.8;
      for (const band of ['p10', 'p50', 'p90'] as const) {
        const expected = (without.percentiles.nominal[band][t] as number) * share;
        expect(withFall.percentiles.nominal[band][t] as number).toBeCloseTo(expected, 4);
      }
    });
    // With no volatility, the Monte Carlo run is the deterministic one, fall included.
    const still = runMonteCarlo({ ...plan, marketFallYear: 2027 }, growing, { paths: 5, seed: 1 });
    fallen.years.forEach((row, t) => {
      expect(still.percentiles.nominal.p50[t] as number).toBeCloseTo(row.totalWealth, 4);
    });
  });
});

// Properties: a small random household (one or two people, UK or Ireland), any plan.
const person = fc.record({
  dateOfBirth: fc.integer({ min: 1950, max: 1995 }).map((year) => `${year}-06-15`),
  region: fc.constantFrom('uk' as const, 'scotland' as const, 'ie' as const),
  salary: fc.integer({ min: 0, max: 150_000 }),
  retirementAge: fc.integer({ min: 55, max: 70 }),
});
const plans = fc
  .record({
    people: fc.oneof(fc.tuple(person), fc.tuple(person, person)),
    cash: fc.integer({ min: 0, max: 200_000 }),
    isa: fc.integer({ min: 0, max: 200_000 }),
    pension: fc.integer({ min: 0, max: 800_000 }),
    essential: fc.integer({ min: 5_000, max: 60_000 }),
    lifestyle: fc.integer({ min: 0, max: 30_000 }),
    tfc: fc.boolean(),
  })
  .map(
    (draw): ForecastPlan => ({
      ...emptyPlan(),
      people: draw.people,
      cash: draw.cash,
      isa: draw.isa,
      pensions: [
        {
          owner: 0,
          value: draw.pension,
          employeePercent: 5,
          employerPercent: 3,
          drawdownAge: 60,
          taxFreeCashAge: draw.tfc ? 60 : null,
        },
      ],
      spending: { essential: draw.essential, lifestyle: draw.lifestyle },
    }),
  );

const runsOutRank = (year: number | null) => year ?? Number.POSITIVE_INFINITY;

describe('properties', () => {
  it('more spending never leaves more money, in any year', () => {
    fc.assert(
      fc.property(plans, fc.integer({ min: 1, max: 20_000 }), (plan, extra) => {
        const base = projectCashflow(plan);
        const more = projectCashflow({
          ...plan,
          spending: { ...plan.spending, essential: plan.spending.essential + extra },
        });
        more.years.forEach((row, t) => {
          expect(row.totalWealth).toBeLessThanOrEqual((base.years[t]?.totalWealth ?? 0) + 0.01);
        });
        expect(runsOutRank(more.runsOutIn)).toBeLessThanOrEqual(runsOutRank(base.runsOutIn));
      }),
      { numRuns: 40 },
    );
  });

  // Two projections a run, hence the longer timeout (a loaded machine).
  it('a market fall never leaves more money, in any year, nor makes it last longer', () => {
    fc.assert(
      fc.property(plans, fc.integer({ min: 2026, max: 2070 }), (plan, year) => {
        const base = projectCashflow(plan);
        const fallen = projectCashflow({ ...plan, marketFallYear: year });
        fallen.years.forEach((row, t) => {
          const before = base.years[t]?.totalWealth ?? 0;
          if (row.year < year) expect(row.totalWealth).toBe(before);
          else expect(row.totalWealth).toBeLessThanOrEqual(before + 0.01);
        });
        expect(runsOutRank(fallen.runsOutIn)).toBeLessThanOrEqual(runsOutRank(base.runsOutIn));
      }),
      { numRuns: 40 },
    );
  }, 30_000);

  it('a later retirement never runs out sooner, all else equal', () => {
    fc.assert(
      fc.property(plans, fc.integer({ min: 1, max: 5 }), (plan, later) => {
        const [first, ...rest] = plan.people;
        if (!first) return;
        const base = projectCashflow(plan);
        const laterPlan = {
          ...plan,
          people: [
            { ...first, retirementAge: first.retirementAge + later },
            ...rest,
          ] as ForecastPlan['people'],
        };
        const delayed = projectCashflow(laterPlan);
        expect(runsOutRank(delayed.runsOutIn)).toBeGreaterThanOrEqual(runsOutRank(base.runsOutIn));
      }),
      { numRuns: 40 },
    );
  });
});
