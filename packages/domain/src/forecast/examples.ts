import type { ForecastAssumptions, ForecastPlan } from './plan.ts';
import { defaultAssumptions } from './projection.ts';

// A joint UK household for tests and bench/forecast: both working, pensions with contributions (one taking its
// tax-free cash at 62), cash, an ISA and a general account, a mortgage to 2038 and a goal in 2030.
export const exampleJointHousehold: ForecastPlan = {
  today: '2026-03-01',
  people: [
    { dateOfBirth: '1972-05-20', region: 'uk', salary: 55_000, retirementAge: 62 },
    { dateOfBirth: '1975-11-02', region: 'uk', salary: 32_000, retirementAge: 65 },
  ],
  cash: 25_000,
  isa: 60_000,
  gia: 15_000,
  pensions: [
    { owner: 0, value: 240_000, employeePercent: 5, employerPercent: 5, drawdownAge: 62, taxFreeCashAge: 62 },
    {
      owner: 1,
      value: 90_000,
      employeePercent: 4,
      employerPercent: 3,
      drawdownAge: 65,
      taxFreeCashAge: null,
    },
  ],
  incomes: [],
  spending: { essential: 28_000, lifestyle: 14_000 },
  debts: [{ annualPayment: 9_600, endYear: 2038 }],
  goals: [{ year: 2030, amount: 20_000 }],
};

// The default assumptions without inflation, growth, charges or the later-life reduction, for the cases worked by
// hand (law.test.ts, projection.test.ts): every figure can be checked with a pencil.
export const flatAssumptions: ForecastAssumptions = {
  ...defaultAssumptions,
  inflation: { mean: 0, volatility: 0 },
  returns: {
    cash: { mean: 0, volatility: 0 },
    investments: { mean: 0, volatility: 0 },
    pensions: { mean: 0, volatility: 0 },
  },
  charges: { investments: 0, pensions: 0 },
  laterLife: { fromAge: 200, lifestyleReduction: 0 },
};
