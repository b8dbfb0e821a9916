import { describe, expect, it } from 'vitest';
import type { FactFindData } from '../factfind/template.ts';
import { planFromFactFind } from './from-fact-find.ts';
import { runMonteCarlo } from './monte-carlo.ts';
import { projectCashflow } from './projection.ts';
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
      },
    ]);
    expect(plan.incomes).toEqual([{ owner: 0, annualAmount: 6000, fromAge: 65, indexed: true }]);
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
      { owner: 0, annualAmount: 6000, fromAge: 0, indexed: true },
      { owner: 1, annualAmount: 6000, fromAge: 0, indexed: true },
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
