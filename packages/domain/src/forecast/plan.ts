import type { PensionMethod } from '../money/pension-method.ts';
import type { TakeHomeRegion } from '../money/take-home.ts';
import type { StudentLoanPlan } from '../money/uk-tax-rules.ts';

// The forecast's plan and the years it projects, as types: what projection.ts takes and answers, compile.ts makes
// ready, run-path.ts works out year by year and pension-age.ts checks. Apart from all of them, so none imports
// another for its types.

export type PensionKind = 'occupational' | 'personal';

export type ForecastRegion = TakeHomeRegion;

export type ForecastPerson = {
  dateOfBirth: string; // YYYY-MM-DD
  region: ForecastRegion;
  salary: number; // gross pay a year, today's money; rises with inflation
  bonus?: number; // bonus and overtime a year: pay, but no pension is paid from it
  selfEmployed?: number; // profit a year, today's money; stops with the salary
  retirementAge: number; // pay and profit are earned in the years before the one in which this age is reached
  // The State Pension a year in today's money (the client's forecast); absent or null: the full rate of the
  // assumptions (UK new State Pension; Irish contributory State Pension); 0: none. Paid from the State Pension
  // date (compile.ts statePensionDateOf).
  statePension?: number | null;
  // How the employee's pension contributions come out of pay (UK; Ireland relieves them as net pay), and the
  // student loans repaid from it.
  pensionMethod?: PensionMethod;
  studentLoans?: readonly StudentLoanPlan[];
};

export type ForecastPension = {
  owner: 0 | 1; // index into people
  value: number; // today
  // Of salary (taken as the owner's pension method says), or for someone with no salary of profit (into a personal
  // pension), while earned.
  employeePercent: number;
  employerPercent: number; // of pay
  // Drawn (as needed, in the drawdown order) from the year the owner reaches this age, but never before the
  // minimum pension age (pension-age.ts; the projection's notes say when that moved it).
  drawdownAge: number;
  // The year of age at which the tax-free lump sum is taken into cash (UK: 25 % up to the lump sum allowance;
  // Ireland: 25 % up to the tax-free limit; the rest stays invested as drawdown / an ARF). null: none taken.
  taxFreeCashAge: number | null;
  kind?: PensionKind; // for Ireland's minimum ages; absent: occupational
  inDrawdown?: boolean; // already being drawn: no minimum age, no lump sum left to take
  label?: string | null; // the provider, to name it in a note
};

// An income of its owner from an age: a pension in payment (defined benefit, annuity: taxed as pension income, no
// earlier than the minimum pension age unless already paid), rent (taxed as rent), or an income counted as given
// (benefits, maintenance: the amount after tax when the fact-find gives one).
export type ForecastIncome = {
  owner: 0 | 1;
  annualAmount: number; // today's money
  fromAge: number;
  indexed: boolean; // rises with inflation; false: level in money terms from today
  kind?: 'pension' | 'rental' | 'untaxed'; // absent: pension
  label?: string | null;
};

export type ForecastDebt = { annualPayment: number; endYear: number }; // level money payments, to endYear inclusive
export type ForecastGoal = { year: number; amount: number }; // today's money, spent in that year

export type ForecastPlan = {
  today: string; // YYYY-MM-DD: the first row is this calendar year
  people: readonly [ForecastPerson] | readonly [ForecastPerson, ForecastPerson];
  cash: number;
  isa: number;
  gia: number; // general investment account
  pensions: readonly ForecastPension[];
  incomes: readonly ForecastIncome[];
  spending: { essential: number; lifestyle: number }; // a year, today's money
  debts: readonly ForecastDebt[];
  goals: readonly ForecastGoal[];
  // A "what if" (scenario.ts): in this calendar year ISAs, general investments and pensions lose 20 % of their
  // value after the year's growth, on every path alike. Absent or null: no such fall.
  marketFallYear?: number | null;
  // An Irish married couple or civil partners taxed as a couple (joint assessment), as Revenue assesses them
  // unless they choose otherwise; absent or false: each taxed as a single person.
  jointAssessment?: boolean;
};

// Why the forecast did something other than the plan asked (shown beside it, on the page and in the PDF).
export type PlanNote = {
  kind: 'minimumPensionAge';
  owner: 0 | 1;
  label: string | null;
  askedAge: number;
  fromAge: number;
  region: ForecastRegion;
};

export type Pot = 'cash' | 'isa' | 'gia' | 'pensions';
export type Distribution = { mean: number; volatility: number }; // annual, as fractions (0.05 = 5 %)

export type ForecastAssumptions = {
  inflation: Distribution;
  returns: { cash: Distribution; investments: Distribution; pensions: Distribution }; // investments: ISA + GIA
  charges: { investments: number; pensions: number }; // a year, taken from the return
  thresholds: 'frozen' | 'indexed'; // after the engine's newest tax table: frozen, or rising with inflation
  statePension: { uk: number; ie: number; realGrowth: number }; // full rates a year, today's money
  laterLife: { fromAge: number; lifestyleReduction: number }; // by the younger person's age; 0.2 = 20 % less
  drawdownOrder: readonly Pot[];
};

export type PersonYear = {
  age: number;
  salary: number;
  selfEmployed: number;
  statePension: number;
  otherPensions: number; // pensions in payment
  rental: number;
  otherIncome: number; // counted as given
  pensionDrawdown: number; // gross taxable drawdown from their pensions
  taxFreeCash: number; // lump sum taken this year (added to cash)
  incomeTax: number; // + USC in Ireland
  socialInsurance: number; // NI (Class 1 and 4) or PRSI
  studentLoan: number;
  pensionContributions: number; // what the employee's contributions cost from pay and profit
  // Every income (drawdown apart) less tax, NI / PRSI, student loans and pension contributions.
  netIncome: number;
};

export type YearMoney = {
  essentialSpending: number;
  lifestyleSpending: number;
  debtPayments: number;
  goals: number;
  withdrawals: { cash: number; isa: number; gia: number; pensions: number }; // pensions: net of tax
  shortfall: number; // what no pot could pay this year
  balances: { cash: number; isa: number; gia: number; pensions: number[] }; // end of year
  unfunded: number; // shortfalls so far not yet made good
  totalWealth: number; // all pots − unfunded
};

export type ProjectionYear = YearMoney & {
  year: number;
  priceIndex: number; // this year's prices ÷ today's
  people: PersonYear[];
  todaysMoney: YearMoney & { people: PersonYear[] }; // every amount ÷ priceIndex (ages unchanged)
};

export type Projection = {
  years: ProjectionYear[];
  runsOutIn: number | null;
  statePensionDates: string[]; // each person's
  notes: PlanNote[];
};
