import { ukStatePensionDate } from '../money/contribution-age.ts';
import type { TakeHomeRegion } from '../money/take-home.ts';
import {
  engineTaxModel,
  newestTableYear,
  relievedContribution,
  type TaxModel,
  type TaxPerson,
} from './tax.ts';

// A deterministic, year-by-year cashflow projection of a household from this calendar year to the year the
// younger person reaches 100. Pure: no clock, no I/O ("today" is an input). Money is in pounds or euros (not
// minor units); inputs are in today's money unless a field says otherwise. The method, the drawdown order and
// what is not modelled are in docs/forecast.md.

export type ForecastRegion = TakeHomeRegion;

export type ForecastPerson = {
  dateOfBirth: string; // YYYY-MM-DD
  region: ForecastRegion;
  salary: number; // gross a year, today's money; rises with inflation
  retirementAge: number; // salary is paid in the years before the one in which this age is reached
  // The State Pension a year in today's money (the client's forecast); absent or null: the full rate of the
  // assumptions (UK new State Pension; Irish contributory State Pension); 0: none.
  statePension?: number | null;
};

export type ForecastPension = {
  owner: 0 | 1; // index into people
  value: number; // today
  employeePercent: number; // of salary, while the owner is paid a salary (net pay: relieved from income tax)
  employerPercent: number;
  drawdownAge: number; // drawn (as needed, in the drawdown order) from the year the owner reaches this age
  // The year of age at which the tax-free lump sum is taken into cash (UK: 25 % up to the lump sum allowance;
  // Ireland: 25 % up to the tax-free limit; the rest stays invested as drawdown / an ARF). null: none taken.
  taxFreeCashAge: number | null;
};

// A pension in payment (defined benefit, annuity): taxable income of its owner.
export type ForecastIncome = {
  owner: 0 | 1;
  annualAmount: number; // today's money
  fromAge: number;
  indexed: boolean; // rises with inflation; false: level in money terms from today
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
};

export const marketFallShare = 0.2;

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

// Full rates a year for the tax year 2026/27 (UK: £241.30 a week, gov.uk "The new State Pension"; Ireland:
// €299.30 a week from January 2026, gov.ie Budget 2026 social welfare measures), rising with prices (realGrowth
// 0: the triple lock's extra is not assumed).
export const defaultAssumptions: ForecastAssumptions = {
  inflation: { mean: 0.025, volatility: 0.01 },
  returns: {
    cash: { mean: 0.03, volatility: 0.005 },
    investments: { mean: 0.06, volatility: 0.12 },
    pensions: { mean: 0.06, volatility: 0.12 },
  },
  charges: { investments: 0.005, pensions: 0.0075 },
  thresholds: 'frozen',
  statePension: { uk: 241.3 * 52, ie: 299.3 * 52, realGrowth: 0 },
  laterLife: { fromAge: 75, lifestyleReduction: 0.2 },
  drawdownOrder: ['cash', 'isa', 'gia', 'pensions'],
};

// Tax-free lump sums, nominal and fixed: UK lump sum allowance £268,275 (Finance Act 2024; gov.uk "Tax on your
// private pension contributions: lump sums"); Ireland €200,000 tax-free retirement lump sum (revenue.ie
// "Retirement lump sums"; amounts above it, taxed at 20 % to €500,000, are left in the pension here).
export const taxFreeCashLimit: Record<ForecastRegion, number> = {
  uk: 268_275,
  scotland: 268_275,
  ie: 200_000,
};
export const taxFreeCashShare = 0.25;
export const maxAge = 100;

export type PersonYear = {
  age: number;
  salary: number;
  statePension: number;
  otherPensions: number; // pensions in payment
  pensionDrawdown: number; // gross taxable drawdown from their pensions
  taxFreeCash: number; // lump sum taken this year (added to cash)
  incomeTax: number; // + USC in Ireland
  socialInsurance: number; // NI or PRSI
  pensionContributions: number; // employee's, from pay
  netIncome: number; // salary + State Pension + other pensions − tax − NI/PRSI − contributions (drawdown apart)
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

export type Projection = { years: ProjectionYear[]; runsOutIn: number | null };

// ---- compiled plan and the one yearly loop shared with the Monte Carlo run ----

export type CompiledPlan = {
  plan: ForecastPlan;
  assumptions: ForecastAssumptions;
  startYear: number;
  years: number;
  people: (TaxPerson & { statePensionAge: number; statePension: number })[];
  younger: number; // birth year of the younger person
  order: Uint8Array; // 0 cash, 1 isa, 2 gia, 3 pensions
  newestTable: number; // the newest table year of the first person's region
  // scratch, reset on every path
  pensionBalance: Float64Array;
  tfcTaken: Uint8Array;
  taxable: Float64Array;
  uscFree: Float64Array;
  lumpSumUsed: Float64Array; // tax-free cash taken so far, per person (the limit is a lifetime one)
};

const potCodes: Record<Pot, number> = { cash: 0, isa: 1, gia: 2, pensions: 3 };

function birthYearOf(dateOfBirth: string): number {
  const match = /^(\d{4})-\d{2}-\d{2}$/.exec(dateOfBirth);
  if (!match) throw new RangeError(`dateOfBirth must be YYYY-MM-DD: ${dateOfBirth}`);
  return Number(match[1]);
}

// State Pension age in whole years of age reached in a calendar year: UK from the engine's own rule
// (ukStatePensionDate: 66, 66 and some months, or 67; paid from the calendar year that date falls in), Ireland 66.
function statePensionAge(person: ForecastPerson, birthYear: number): number {
  if (person.region === 'ie') return 66;
  const date = ukStatePensionDate(person.dateOfBirth);
  return date ? Number(date.slice(0, 4)) - birthYear : 67;
}

const isAmount = (value: number) => Number.isFinite(value) && value >= 0;

// Amounts must be finite and not negative: a forecast of a nonsense figure is refused, not drawn.
function checkAmounts(plan: ForecastPlan): void {
  const amounts = [
    plan.cash,
    plan.isa,
    plan.gia,
    plan.spending.essential,
    plan.spending.lifestyle,
    ...plan.people.flatMap((person) => [person.salary, person.retirementAge, person.statePension ?? 0]),
    ...plan.pensions.flatMap((p) => [p.value, p.employeePercent, p.employerPercent, p.drawdownAge]),
    ...plan.incomes.map((income) => income.annualAmount),
    ...plan.debts.map((debt) => debt.annualPayment),
    ...plan.goals.map((goal) => goal.amount),
  ];
  if (!amounts.every(isAmount)) throw new RangeError('every amount, age and percentage must be a number ≥ 0');
}

export function compilePlan(plan: ForecastPlan, assumptions: ForecastAssumptions): CompiledPlan {
  checkAmounts(plan);
  const startYear = birthYearOf(plan.today);
  const people = plan.people.map((person) => {
    const birthYear = birthYearOf(person.dateOfBirth);
    const fullRate = person.region === 'ie' ? assumptions.statePension.ie : assumptions.statePension.uk;
    return {
      region: person.region,
      dateOfBirth: person.dateOfBirth,
      birthYear,
      statePensionAge: statePensionAge(person, birthYear),
      statePension: person.statePension ?? fullRate,
    };
  });
  const younger = Math.max(...people.map((person) => person.birthYear));
  const years = Math.max(1, younger + maxAge - startYear + 1);
  for (const pension of plan.pensions) {
    if (!plan.people[pension.owner]) throw new RangeError('a pension belongs to a person not in the plan');
  }
  for (const income of plan.incomes) {
    if (!plan.people[income.owner]) throw new RangeError('an income belongs to a person not in the plan');
  }
  const order = Uint8Array.from(assumptions.drawdownOrder.map((pot) => potCodes[pot]));
  return {
    plan,
    assumptions,
    startYear,
    years,
    people,
    younger,
    order,
    newestTable: newestTableYear(plan.people[0].region),
    pensionBalance: new Float64Array(plan.pensions.length),
    tfcTaken: new Uint8Array(plan.pensions.length),
    taxable: new Float64Array(people.length),
    uscFree: new Float64Array(people.length),
    lumpSumUsed: new Float64Array(people.length),
  };
}

// One path's market: for each year, the inflation of that year and each asset class's return (before charges).
export type Market = {
  inflation: Float64Array;
  cash: Float64Array;
  investments: Float64Array;
  pensions: Float64Array;
};

export function meanMarket(years: number, assumptions: ForecastAssumptions): Market {
  return {
    inflation: new Float64Array(years).fill(assumptions.inflation.mean),
    cash: new Float64Array(years).fill(assumptions.returns.cash.mean),
    investments: new Float64Array(years).fill(assumptions.returns.investments.mean),
    pensions: new Float64Array(years).fill(assumptions.returns.pensions.mean),
  };
}

// The gross drawdown from a pension that leaves `need` after the extra income tax it causes for its owner.
function grossUp(
  tax: TaxModel,
  person: TaxPerson,
  year: number,
  base: number,
  uscFree: number,
  index: number,
  need: number,
  available: number,
): number {
  const baseTax = tax.incomeTax(person, year, base, uscFree, index);
  const netOf = (gross: number) =>
    gross - (tax.incomeTax(person, year, base + gross, uscFree, index) - baseTax);
  if (netOf(available) <= need) return available;
  // Net is increasing and piecewise linear in the gross: Newton steps (slope measured over £1) reach the root in a
  // few steps within a band; a step leaving the bracket [low, high] is replaced by bisection.
  let low = need; // net(need) ≤ need: tax is never negative
  let high = available;
  let gross = need;
  for (let i = 0; i < 60; i++) {
    const net = netOf(gross);
    const gap = need - net;
    if (Math.abs(gap) < 0.00005) return gross;
    if (gap > 0) low = gross;
    else high = gross;
    const slope = netOf(gross + 1) - net;
    let next = slope > 0.01 ? gross + gap / slope : (low + high) / 2;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (high - low < 0.00005) return high;
    gross = next;
  }
  return high;
}

const emptyPerson = (age: number): PersonYear => ({
  age,
  salary: 0,
  statePension: 0,
  otherPensions: 0,
  pensionDrawdown: 0,
  taxFreeCash: 0,
  incomeTax: 0,
  socialInsurance: 0,
  pensionContributions: 0,
  netIncome: 0,
});

// Runs one path. Writes total wealth (nominal) of each year into wealth[offset + t] and the deflator into
// deflator[offset + t] when given; fills `rows` when given. Returns the first calendar year with a shortfall, or
// -1 when the money lasts.
export function runPath(
  c: CompiledPlan,
  market: Market,
  tax: TaxModel,
  wealth: Float64Array | null,
  deflator: Float64Array | null,
  offset: number,
  rows: ProjectionYear[] | null,
): number {
  const { plan, assumptions: a, people } = c;
  const pensions = plan.pensions;
  const pensionBalance = c.pensionBalance;
  const taxable = c.taxable;
  const uscFreeOf = c.uscFree;
  c.lumpSumUsed.fill(0);
  for (let i = 0; i < pensions.length; i++) {
    pensionBalance[i] = (pensions[i] as ForecastPension).value;
    c.tfcTaken[i] = 0;
  }
  let cash = plan.cash;
  let isa = plan.isa;
  let gia = plan.gia;
  let unfunded = 0;
  let runsOutIn = -1;
  let price = 1;
  let thresholdIndex = 1;
  const newestOffset = c.newestTable - c.startYear;

  for (let t = 0; t < c.years; t++) {
    const year = c.startYear + t;
    if (t > 0) {
      price *= 1 + (market.inflation[t] as number);
      if (a.thresholds === 'indexed' && t > newestOffset)
        thresholdIndex *= 1 + (market.inflation[t] as number);
    }
    // Growth on the year's opening balances, less charges; flows at the end of the year.
    cash *= 1 + (market.cash[t] as number);
    const investmentGrowth = 1 + (market.investments[t] as number) - a.charges.investments;
    isa *= investmentGrowth;
    gia *= investmentGrowth;
    const pensionGrowth = 1 + (market.pensions[t] as number) - a.charges.pensions;
    for (let i = 0; i < pensions.length; i++)
      pensionBalance[i] = (pensionBalance[i] as number) * pensionGrowth;
    if (year === plan.marketFallYear) {
      isa *= 1 - marketFallShare;
      gia *= 1 - marketFallShare;
      for (let i = 0; i < pensions.length; i++)
        pensionBalance[i] = (pensionBalance[i] as number) * (1 - marketFallShare);
    }

    const detail = rows ? people.map((person) => emptyPerson(year - person.birthYear)) : null;
    let netIncome = 0;

    for (let p = 0; p < people.length; p++) {
      const person = people[p] as CompiledPlan['people'][number];
      const input = plan.people[p] as ForecastPerson;
      const age = year - person.birthYear;
      const salary = age < input.retirementAge ? input.salary * price : 0;
      let contributions = 0;
      for (let i = 0; i < pensions.length; i++) {
        const pension = pensions[i] as ForecastPension;
        if (pension.owner !== p || salary === 0) continue;
        const own = (salary * pension.employeePercent) / 100;
        const theirs = (salary * pension.employerPercent) / 100;
        contributions += own;
        pensionBalance[i] = (pensionBalance[i] as number) + own + theirs;
      }
      const statePension =
        age >= person.statePensionAge
          ? person.statePension * price * (1 + a.statePension.realGrowth) ** t
          : 0;
      let other = 0;
      for (const income of plan.incomes) {
        if (income.owner === p && age >= income.fromAge)
          other += income.annualAmount * (income.indexed ? price : 1);
      }
      const relieved =
        contributions > 0 ? relievedContribution(person, year, salary, contributions, thresholdIndex) : 0;
      const base = salary - relieved + statePension + other;
      taxable[p] = base;
      const uscFree = person.region === 'ie' ? statePension : 0;
      uscFreeOf[p] = uscFree;
      const incomeTax = tax.incomeTax(person, year, base, uscFree, thresholdIndex);
      const social = salary > 0 ? tax.social(person, year, salary, thresholdIndex) : 0;
      const net = salary + statePension + other - incomeTax - social - contributions;
      netIncome += net;

      // The tax-free lump sum, into cash, in the year of the chosen age (or the first year if already past it).
      let lump = 0;
      for (let i = 0; i < pensions.length; i++) {
        const pension = pensions[i] as ForecastPension;
        if (pension.owner !== p || pension.taxFreeCashAge === null || c.tfcTaken[i]) continue;
        if (age < pension.taxFreeCashAge) continue;
        c.tfcTaken[i] = 1;
        const amount = Math.max(
          0,
          Math.min(
            (pensionBalance[i] as number) * taxFreeCashShare,
            taxFreeCashLimit[person.region] - (c.lumpSumUsed[p] as number),
          ),
        );
        c.lumpSumUsed[p] = (c.lumpSumUsed[p] as number) + amount;
        pensionBalance[i] = (pensionBalance[i] as number) - amount;
        lump += amount;
      }
      cash += lump;

      if (detail) {
        const row = detail[p] as PersonYear;
        row.salary = salary;
        row.statePension = statePension;
        row.otherPensions = other;
        row.taxFreeCash = lump;
        row.incomeTax = incomeTax;
        row.socialInsurance = social;
        row.pensionContributions = contributions;
        row.netIncome = net;
      }
    }

    const youngerAge = year - c.younger;
    const essential = plan.spending.essential * price;
    const lifestyle =
      plan.spending.lifestyle *
      price *
      (youngerAge >= a.laterLife.fromAge ? 1 - a.laterLife.lifestyleReduction : 1);
    let debts = 0;
    for (const debt of plan.debts) if (year <= debt.endYear) debts += debt.annualPayment;
    let goals = 0;
    for (const goal of plan.goals) if (goal.year === year) goals += goal.amount * price;

    let need = essential + lifestyle + debts + goals - netIncome;
    let fromCash = 0;
    let fromIsa = 0;
    let fromGia = 0;
    let fromPensions = 0;
    let shortfall = 0;
    if (need <= 0) {
      // A surplus first makes good an earlier shortfall, then is saved in cash.
      const surplus = -need;
      const repaid = Math.min(unfunded, surplus);
      unfunded -= repaid;
      cash += surplus - repaid;
    } else {
      for (let k = 0; k < c.order.length && need > 0; k++) {
        const pot = c.order[k];
        if (pot === 0) {
          fromCash = Math.min(Math.max(cash, 0), need);
          cash -= fromCash;
          need -= fromCash;
        } else if (pot === 1) {
          fromIsa = Math.min(Math.max(isa, 0), need);
          isa -= fromIsa;
          need -= fromIsa;
        } else if (pot === 2) {
          fromGia = Math.min(Math.max(gia, 0), need);
          gia -= fromGia;
          need -= fromGia;
        } else {
          for (let i = 0; i < pensions.length && need > 0.005; i++) {
            const pension = pensions[i] as ForecastPension;
            const person = people[pension.owner] as CompiledPlan['people'][number];
            const balance = pensionBalance[i] as number;
            if (year - person.birthYear < pension.drawdownAge || balance <= 0) continue;
            const base = taxable[pension.owner] as number;
            const uscFree = uscFreeOf[pension.owner] as number;
            const gross = grossUp(tax, person, year, base, uscFree, thresholdIndex, need, balance);
            const extraTax =
              tax.incomeTax(person, year, base + gross, uscFree, thresholdIndex) -
              tax.incomeTax(person, year, base, uscFree, thresholdIndex);
            pensionBalance[i] = balance - gross;
            taxable[pension.owner] = base + gross;
            const got = gross - extraTax;
            fromPensions += got;
            need -= got;
            if (detail) {
              const row = detail[pension.owner] as PersonYear;
              row.pensionDrawdown += gross;
              row.incomeTax += extraTax;
            }
          }
        }
      }
      if (need > 0.005) {
        shortfall = need;
        unfunded += need;
        if (runsOutIn < 0) runsOutIn = year;
      }
    }

    let pensionTotal = 0;
    for (let i = 0; i < pensions.length; i++) pensionTotal += pensionBalance[i] as number;
    const totalWealth = cash + isa + gia + pensionTotal - unfunded;
    if (wealth) wealth[offset + t] = totalWealth;
    if (deflator) deflator[offset + t] = price;
    if (rows && detail) {
      const money: YearMoney = {
        essentialSpending: essential,
        lifestyleSpending: lifestyle,
        debtPayments: debts,
        goals,
        withdrawals: { cash: fromCash, isa: fromIsa, gia: fromGia, pensions: fromPensions },
        shortfall,
        balances: { cash, isa, gia, pensions: Array.from(pensionBalance) },
        unfunded,
        totalWealth,
      };
      rows.push({
        year,
        priceIndex: price,
        people: detail,
        ...money,
        todaysMoney: deflate(money, detail, price),
      });
    }
  }
  return runsOutIn;
}

function deflate(
  money: YearMoney,
  people: PersonYear[],
  price: number,
): YearMoney & { people: PersonYear[] } {
  const d = (value: number) => value / price;
  return {
    essentialSpending: d(money.essentialSpending),
    lifestyleSpending: d(money.lifestyleSpending),
    debtPayments: d(money.debtPayments),
    goals: d(money.goals),
    withdrawals: {
      cash: d(money.withdrawals.cash),
      isa: d(money.withdrawals.isa),
      gia: d(money.withdrawals.gia),
      pensions: d(money.withdrawals.pensions),
    },
    shortfall: d(money.shortfall),
    balances: {
      cash: d(money.balances.cash),
      isa: d(money.balances.isa),
      gia: d(money.balances.gia),
      pensions: money.balances.pensions.map(d),
    },
    unfunded: d(money.unfunded),
    totalWealth: d(money.totalWealth),
    people: people.map((person) => ({
      age: person.age,
      salary: d(person.salary),
      statePension: d(person.statePension),
      otherPensions: d(person.otherPensions),
      pensionDrawdown: d(person.pensionDrawdown),
      taxFreeCash: d(person.taxFreeCash),
      incomeTax: d(person.incomeTax),
      socialInsurance: d(person.socialInsurance),
      pensionContributions: d(person.pensionContributions),
      netIncome: d(person.netIncome),
    })),
  };
}

// The deterministic projection: every year at the assumptions' mean inflation and returns, tax from the engine.
export function projectCashflow(
  plan: ForecastPlan,
  assumptions: ForecastAssumptions = defaultAssumptions,
  tax: TaxModel = engineTaxModel,
): Projection {
  const compiled = compilePlan(plan, assumptions);
  const rows: ProjectionYear[] = [];
  const runsOutIn = runPath(compiled, meanMarket(compiled.years, assumptions), tax, null, null, 0, rows);
  return { years: rows, runsOutIn: runsOutIn < 0 ? null : runsOutIn };
}
