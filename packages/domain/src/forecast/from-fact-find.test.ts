import { describe, expect, it } from 'vitest';
import type { FactFindData } from '../factfind/template.ts';
import { type ForecastReader, planFromFactFind } from './from-fact-find.ts';
import { runMonteCarlo } from './monte-carlo.ts';
import { defaultAssumptions, projectCashflow } from './projection.ts';
import { applyScenario, noScenario } from './scenario.ts';

const today = '2026-11-24';

function single(overrides: FactFindData = {}): FactFindData {
  return {
    personal_details_client1: { first_name: 'Ann', date_of_birth: '1970-06-01' },
    employment_client1: { employment_status: 'Employed', desired_retirement_age: 63 },
    income: { items: [{ type: 'salary', gross_amount: 4000, gross_amount_frequency: 'monthly' }] },
    expenditure: { food: 500, holidays: 3000, holidays_frequency: 'annually' },
    ...overrides,
  };
}

const planOf = (factFind: FactFindData, region: 'uk' | 'ie' = 'uk') => {
  const result = planFromFactFind(factFind, { today, region });
  if (!('plan' in result)) throw new Error(`missing: ${result.missing.map((m) => m.label).join(', ')}`);
  return result.plan;
};

describe('planFromFactFind', () => {
  it('lists, in plain words with their steps, the figures an empty fact-find still needs', () => {
    expect(planFromFactFind({}, { today, region: 'uk' })).toEqual({
      missing: [
        { label: 'Your date of birth', step: 'about-you' },
        { label: 'Your income', step: 'income' },
        { label: 'Your spending', step: 'expenditure' },
      ],
    });
  });

  it('asks for the partner’s date of birth and a salaried person’s retirement age', () => {
    const factFind = single({
      joint: true,
      employment_client1: { employment_status: 'Employed' },
      income: {
        items: [
          { type: 'salary', owner: 'client1', gross_amount: 50000, gross_amount_frequency: 'annually' },
        ],
      },
    });
    expect(planFromFactFind(factFind, { today, region: 'uk' })).toEqual({
      missing: [
        { label: 'The age you would like to retire', step: 'employment' },
        { label: "Your partner's date of birth", step: 'about-you' },
      ],
    });
  });

  it('says whose figure is missing from the reader’s side: the partner’s "your", the firm’s names', () => {
    const factFind = single({
      joint: true,
      personal_details_client1: { first_name: 'Ann' },
      personal_details_client2: { first_name: 'Bea', date_of_birth: '1972-01-01' },
    });
    const labels = (reader?: ForecastReader) => {
      const result = planFromFactFind(factFind, { today, region: 'uk', ...(reader ? { reader } : {}) });
      return 'missing' in result ? result.missing.map((figure) => figure.label) : [];
    };
    // Ann's date of birth is missing: hers to Ann, her partner's to Bea, Ann's by name to the firm.
    expect(labels()).toEqual(['Your date of birth']);
    expect(labels(1)).toEqual(['Your date of birth']);
    expect(labels(2)).toEqual(["Your partner's date of birth"]);
    expect(labels({ client1: 'Ann', client2: 'Bea' })).toEqual(['Ann’s date of birth']);
    expect(labels({ client1: 'the client', client2: 'the partner' })).toEqual(['The client’s date of birth']);
  });

  it('takes the date of birth from the client record when the fact-find has none', () => {
    const factFind = single({ personal_details_client1: { first_name: 'Ann' } });
    const client = { name: 'Ann', joint_name: null, dob: '1971-02-03', joint_dob: null };
    const result = planFromFactFind(factFind, { today, region: 'uk', client });
    expect('plan' in result && result.plan.people[0].dateOfBirth).toBe('1971-02-03');
  });

  it('maps a single person: yearly salary, spending, savings by kind, pensions, debts and goals', () => {
    const plan = planOf(
      single({
        current_address: { postcode: 'EH1 1YZ' },
        investments: {
          items: [
            { type: 'savings', value: 10000 },
            { type: 'cash_isa', value: 5000 },
            { type: 'stocks_shares_isa', value: 7000 },
            { type: 'gia', value: 3000 },
          ],
        },
        pensions: {
          items: [
            {
              type: 'workplace_dc',
              current_value: 120000,
              employee_contribution: 5,
              employer_contribution: 4,
            },
            { type: 'defined_benefit', projected_income: 6000, retirement_age: 65 },
            { type: 'state', projected_income: 11000 },
          ],
        },
        liabilities: {
          mortgages: [{ balance: 90000, monthly_payment: 800, term_years: 10 }],
          loans: [{ balance: 5000, monthly_payment: 250 }],
        },
        expenditure: {
          mortgage_rent: 800,
          debt_payments: 250,
          food: 500,
          holidays: 3000,
          holidays_frequency: 'annually',
        },
        objectives: { goals: [{ goal: 'home', target_date: '2030-05-01', target_amount: 20000 }] },
      }),
    );
    expect(plan.people).toEqual([
      {
        dateOfBirth: '1970-06-01',
        region: 'scotland',
        salary: 48000,
        retirementAge: 63,
        statePension: 11000,
      },
    ]);
    expect({ cash: plan.cash, isa: plan.isa, gia: plan.gia }).toEqual({ cash: 10000, isa: 12000, gia: 3000 });
    expect(plan.pensions).toEqual([
      {
        owner: 0,
        value: 120000,
        employeePercent: 5,
        employerPercent: 4,
        drawdownAge: 63,
        taxFreeCashAge: 63,
        kind: 'occupational',
        label: null,
      },
    ]);
    expect(plan.incomes).toEqual([
      { owner: 0, annualAmount: 6000, fromAge: 65, indexed: true, kind: 'pension', label: null },
    ]);
    // The mortgage and loan are paid to their ends, so their lines in the spending step are not counted too.
    expect(plan.spending).toEqual({ essential: 6000, lifestyle: 3000 });
    expect(plan.debts).toEqual([
      { annualPayment: 9600, endYear: 2035 },
      { annualPayment: 3000, endYear: 2027 },
    ]);
    expect(plan.goals).toEqual([{ year: 2030, amount: 20000 }]);
    expect(projectCashflow(plan).years[0]?.year).toBe(2026);
  });

  it('maps a joint Irish household: incomes split by owner, a retired partner with a pension in drawdown', () => {
    const plan = planOf(
      {
        joint: true,
        personal_details_client1: { date_of_birth: '1968-01-10' },
        personal_details_client2: { date_of_birth: '1960-03-15' },
        employment_client1: { employment_status: 'Employed', desired_retirement_age: 66 },
        employment_client2: { employment_status: 'Retired' },
        income: {
          items: [
            { type: 'salary', owner: 'client1', gross_amount: 70000, gross_amount_frequency: 'annually' },
            { type: 'rental', owner: 'joint', gross_amount: 1000, gross_amount_frequency: 'monthly' },
            { type: 'interest', owner: 'client2', gross_amount: 400, gross_amount_frequency: 'annually' },
          ],
        },
        pensions: {
          items: [{ type: 'personal', owner: 'client2', current_value: 200000, in_drawdown: true }],
        },
        expenditure: { food: 1500 },
      },
      'ie',
    );
    expect(plan.people.map((person) => [person.region, person.salary, person.retirementAge])).toEqual([
      ['ie', 70000, 66],
      ['ie', 0, 0],
    ]);
    expect(plan.incomes).toEqual([
      { owner: 0, annualAmount: 6000, fromAge: 0, indexed: true, kind: 'rental', label: null },
      { owner: 1, annualAmount: 6000, fromAge: 0, indexed: true, kind: 'rental', label: null },
    ]);
    expect(plan.pensions[0]).toMatchObject({ owner: 1, drawdownAge: 0, taxFreeCashAge: null });
  });
});

describe('applyScenario', () => {
  const base = planOf(
    single({
      pensions: { items: [{ type: 'workplace_dc', current_value: 50000, employee_contribution: 5 }] },
    }),
  );

  it('changes nothing with no scenario', () => {
    expect(applyScenario(base, noScenario)).toEqual(base);
  });

  it('moves the retirement age and the pension drawn from it, and scales spending', () => {
    const tried = applyScenario(base, { retireYears: 2, spendingPercent: -10 });
    expect(tried.people[0].retirementAge).toBe(65);
    expect(tried.pensions[0]).toMatchObject({ drawdownAge: 65, taxFreeCashAge: 65 });
    expect(tried.spending).toEqual({ essential: 5400, lifestyle: 2700 });
    expect(base.people[0].retirementAge).toBe(63);
  });

  it('adds a lump sum as one more goal in its year, leaving the plan given alone', () => {
    const year = Number(base.today.slice(0, 4)) + 5;
    const tried = applyScenario(base, {
      retireYears: 0,
      spendingPercent: 0,
      lumpSum: { year, amount: 20000 },
    });
    expect(tried.goals).toEqual([...base.goals, { year, amount: 20000 }]);
    expect(base.goals).not.toContainEqual({ year, amount: 20000 });
    const wealthIn = (plan: typeof base) =>
      projectCashflow(plan).years.find((row) => row.year === year)?.todaysMoney.totalWealth ?? 0;
    expect(wealthIn(base) - wealthIn(tried)).toBeGreaterThan(19000);
  });

  it('a market fall takes 20 % off ISAs, general investments and pensions in its year, on every path', () => {
    const saver = { ...base, isa: 30000, gia: 10000 };
    const year = Number(base.today.slice(0, 4)) + 3;
    const fallen = applyScenario(saver, { retireYears: 0, spendingPercent: 0, marketFallYear: year });
    expect(fallen.marketFallYear).toBe(year);
    expect(saver.marketFallYear).toBeUndefined();
    const rowIn = (plan: typeof base, at: number) =>
      projectCashflow(plan).years.find((row) => row.year === at) as ReturnType<
        typeof projectCashflow
      >['years'][number];
    // The year before: the same. The year itself: the invested pots 20 % lower on the same flows.
    expect(rowIn(fallen, year - 1).totalWealth).toBe(rowIn(saver, year - 1).totalWealth);
    const before = rowIn(saver, year);
    const after = rowIn(fallen, year);
    expect(after.balances.isa).toBeCloseTo(before.balances.isa * 0.8, 6);
    expect(after.balances.gia).toBeCloseTo(before.balances.gia * 0.8, 6);
    expect(after.balances.pensions[0]).toBeLessThan((before.balances.pensions[0] as number) * 0.81);
    expect(after.balances.cash).toBe(before.balances.cash);
    // The Monte Carlo run applies it too: the median is lower from that year.
    const median = (plan: typeof base) =>
      runMonteCarlo(plan, undefined, { paths: 200, seed: 3 }).percentiles.nominal.p50[3] as number;
    expect(median(fallen)).toBeLessThan(median(saver));
  });

  it('a later retirement runs out later; more spending runs out sooner', () => {
    const spender = planOf(single({ expenditure: { food: 2600 } }));
    const runsOut = (retireYears: number, spendingPercent: number) =>
      projectCashflow(applyScenario(spender, { retireYears, spendingPercent })).runsOutIn ?? 9999;
    expect(runsOut(0, 0)).toBeLessThan(9999);
    expect(runsOut(3, 0)).toBeGreaterThan(runsOut(0, 0));
    expect(runsOut(0, 30)).toBeLessThan(runsOut(0, 0));
  });
});

// One record per income source, each taxed as the take-home engine taxes it (money/income-tax.ts). UK 2026/27 in the
// full year 2027 (the first row is taxed by the tax year in force today, 24 November 2026: 2026/27 too), with prices
// held still so the hand figures need no inflating.
describe('incomes, once each, taxed by kind', () => {
  const still = { ...defaultAssumptions, inflation: { mean: 0, volatility: 0 } };
  const rowOf = (factFind: FactFindData, year = 2027) => {
    const row = projectCashflow(planOf(factFind), still).years.find((candidate) => candidate.year === year);
    if (!row) throw new Error('no row');
    return row;
  };

  it('a defined benefit pension given as an income and as a pension is paid once', () => {
    // Born 1955 (71): a £10,000 final salary pension in the income step and the same scheme in the pensions step.
    const factFind = single({
      personal_details_client1: { date_of_birth: '1955-02-01' },
      employment_client1: { employment_status: 'Retired' },
      income: {
        items: [
          {
            type: 'db_pension',
            source: 'BT Pension Scheme',
            gross_amount: 10000,
            gross_amount_frequency: 'annually',
          },
        ],
      },
      pensions: {
        items: [
          {
            type: 'defined_benefit',
            provider: 'BT Pension Scheme',
            projected_income: 10000,
            retirement_age: 60,
          },
        ],
      },
    });
    const plan = planOf(factFind);
    expect(plan.incomes).toEqual([
      {
        owner: 0,
        annualAmount: 10000,
        fromAge: 60,
        indexed: true,
        kind: 'pension',
        label: 'BT Pension Scheme',
      },
    ]);
    // Counted twice before: £20,000 a year of pension in payment.
    expect(rowOf(factFind).people[0]?.otherPensions).toBeCloseTo(10000, 6);
  });

  it('self-employed profit pays Class 4 (6 %), not Class 1 (8 %)', () => {
    // £40,000 of profit: income tax (40,000 − 12,570) × 20 % = 5,486; Class 4 (40,000 − 12,570) × 6 % = 1,645.80
    // (Class 1 would have been 8 %: 2,194.40).
    const factFind = single({
      employment_client1: { employment_status: 'Self-employed', desired_retirement_age: 66 },
      income: { items: [{ type: 'self_employed', gross_amount: 40000, gross_amount_frequency: 'annually' }] },
    });
    expect(planOf(factFind).people[0]).toMatchObject({ salary: 0, selfEmployed: 40000 });
    const person = rowOf(factFind).people[0];
    expect(person?.socialInsurance).toBeCloseTo(1_645.8, 2);
    expect(person?.incomeTax).toBeCloseTo(5_486, 2);
  });

  it('a student loan and the NI saved by salary sacrifice, as the salary’s take-home shows them', () => {
    // £50,000 a year, 5 % into the workplace pension by salary sacrifice (pay £47,500 for NI and the loan), Plan 2:
    // NI (47,500 − 12,570) × 8 % = 2,794.40 (not 2,994.40 on £50,000); loan (47,500 − 29,385) × 9 % = 1,630.35.
    const factFind = single({
      income: {
        items: [
          {
            type: 'salary',
            gross_amount: 50000,
            gross_amount_frequency: 'annually',
            pension_percent: 5,
            pension_method: 'salary_sacrifice',
            student_loan: 'plan2',
          },
        ],
      },
      pensions: { items: [{ type: 'workplace_dc', current_value: 1000, employee_contribution: 5 }] },
    });
    const person = rowOf(factFind).people[0];
    expect(person?.socialInsurance).toBeCloseTo(2_794.4, 2);
    expect(person?.studentLoan).toBeCloseTo(1_630.35, 2);
  });

  it('rent given in the property step counts as income; typed in the income step too, it counts once', () => {
    const withProperty = single({
      property: {
        items: [{ type: 'buy_to_let', address_line_1: '4 Mill Lane', value: 250000, rent_received: 1000 }],
      },
    });
    expect(planOf(withProperty).incomes).toEqual([
      { owner: 0, annualAmount: 12000, fromAge: 0, indexed: true, kind: 'rental', label: '4 Mill Lane' },
    ]);
    const typedToo = single({
      property: withProperty.property,
      income: {
        items: [
          ...((single().income as { items: unknown[] }).items ?? []),
          { type: 'rental', source: '4 Mill Lane', gross_amount: 1000, gross_amount_frequency: 'monthly' },
        ],
      },
    });
    expect(planOf(typedToo).incomes).toHaveLength(1);
  });

  it('a married Irish couple is assessed jointly', () => {
    const couple: FactFindData = {
      joint: true,
      personal_details_client1: { date_of_birth: '1980-01-10', marital_status: 'Married' },
      personal_details_client2: { date_of_birth: '1981-03-15', marital_status: 'Married' },
      employment_client1: { employment_status: 'Employed', desired_retirement_age: 66 },
      employment_client2: { employment_status: 'Employed', desired_retirement_age: 66 },
      income: {
        items: [
          { type: 'salary', owner: 'client1', gross_amount: 80000, gross_amount_frequency: 'annually' },
        ],
      },
      expenditure: { food: 1500 },
    };
    expect(planOf(couple, 'ie').jointAssessment).toBe(true);
    expect(
      planOf(
        {
          ...couple,
          personal_details_client1: { date_of_birth: '1980-01-10' },
          personal_details_client2: { date_of_birth: '1981-03-15' },
        },
        'ie',
      ).jointAssessment,
    ).toBeUndefined();
    // One income of €80,000 in 2026 (the first row: from 24 November, 38 days of 365): €15,400 jointly against
    // €19,200 single (money/income-tax.test.ts), with USC on top.
    const first = projectCashflow(planOf(couple, 'ie')).years[0];
    const usc = 60.06 + 333.76 + 1_240.32 + (80_000 - 70_044) * 0.08;
    expect(first?.people[0]?.incomeTax).toBeCloseTo(((15_400 + usc) * 38) / 365, 2);
  });
});

describe('each person their own retirement', () => {
  const couple = planOf({
    joint: true,
    personal_details_client1: { date_of_birth: '1970-06-01' },
    personal_details_client2: { date_of_birth: '1972-02-01' },
    employment_client1: { employment_status: 'Employed', desired_retirement_age: 63 },
    employment_client2: { employment_status: 'Employed', desired_retirement_age: 60 },
    income: {
      items: [
        { type: 'salary', owner: 'client1', gross_amount: 50000, gross_amount_frequency: 'annually' },
        { type: 'salary', owner: 'client2', gross_amount: 30000, gross_amount_frequency: 'annually' },
      ],
    },
    pensions: {
      items: [
        { type: 'workplace_dc', owner: 'client1', current_value: 100000 },
        { type: 'workplace_dc', owner: 'client2', current_value: 80000 },
      ],
    },
    expenditure: { food: 1500 },
  });

  it('moves the client and the partner by their own years, and each one’s pension with them', () => {
    const tried = applyScenario(couple, { retireYears: 2, partnerRetireYears: -1, spendingPercent: 0 });
    expect(tried.people.map((person) => person.retirementAge)).toEqual([65, 59]);
    expect(tried.pensions.map((pension) => pension.drawdownAge)).toEqual([65, 59]);
  });

  it('a scenario saved with one number moves both, as it did', () => {
    const tried = applyScenario(couple, { retireYears: 2, spendingPercent: 0 });
    expect(tried.people.map((person) => person.retirementAge)).toEqual([65, 62]);
  });
});
