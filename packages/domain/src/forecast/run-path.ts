import type { CompiledPerson, CompiledPlan, Market } from './compile.ts';
import type {
  ForecastPension,
  ForecastPerson,
  ForecastRegion,
  PersonYear,
  ProjectionYear,
  YearMoney,
} from './plan.ts';
import { householdIncomeTax, type TaxIncome, type YearContributions, yearContributions } from './tax.ts';

// One year after another of one path (the deterministic run, or one Monte Carlo path): the order of each year's
// steps is docs/forecast.md's "Each year, in order". The first row runs from today: every flow of it (pay, pensions,
// spending, debts) is its share of a year at the year's rates, growth is for that share of a year, and one-off
// amounts (a goal, a tax-free lump sum) are whole.

export const marketFallShare = 0.2;

// Tax-free lump sums, nominal and fixed: UK lump sum allowance £268,275 (Finance Act 2024; gov.uk "Tax on your
// private pension contributions: lump sums"); Ireland €200,000 tax-free retirement lump sum (revenue.ie
// "Retirement lump sums"; amounts above it, taxed at 20 % to €500,000, are left in the pension here).
export const taxFreeCashLimit: Record<ForecastRegion, number> = {
  uk: 268_275,
  scotland: 268_275,
  ie: 200_000,
};
export const taxFreeCashShare = 0.25;

// A year's working state, allocated once per path (the Monte Carlo run makes a million yearly steps: no object or
// closure is made inside them).
type Scratch = {
  baseTax: Float64Array; // income and USC tax before drawing from pensions, per person
  tax: Float64Array;
  income: Float64Array; // every income before tax, per person (for sharing drawings between partners)
  other: Float64Array; // incomes counted as given, per person
  available: Float64Array; // what each person's drawable pensions hold, at the year's rate
  draw: Float64Array; // each person's share of a drawing, at the year's rate
  contributions: YearContributions[];
  // The year being drawn for.
  c: CompiledPlan;
  t: number;
  year: number;
  index: number;
};

// The extra income tax (and USC) the household pays on drawing `gross` (a year's rate) from pensions, shared
// between partners as share() says.
function taxOnDrawing(s: Scratch, gross: number): number {
  const { c } = s;
  const n = c.people.length;
  share(gross, s, n);
  for (let p = 0; p < n; p++) (c.incomes[p] as TaxIncome).drawdown = s.draw[p] as number;
  householdIncomeTax(c.taxPeople, s.t, s.year, c.incomes, s.index, c.jointAssessment, s.tax);
  let extra = 0;
  for (let p = 0; p < n; p++) extra += (s.tax[p] as number) - (s.baseTax[p] as number);
  return extra;
}

const netOf = (s: Scratch, gross: number) => gross - taxOnDrawing(s, gross);

// Solves netOf(gross) = need for gross in [need, max], netOf increasing and piecewise linear: Newton steps (slope
// measured over 1) reach the root in a few steps within a band; a step leaving the bracket is replaced by bisection.
function solveGross(s: Scratch, need: number, max: number): number {
  if (netOf(s, max) <= need) return max;
  let low = Math.min(need, max); // net(need) ≤ need: tax is never negative
  let high = max;
  let gross = low;
  for (let i = 0; i < 60; i++) {
    const net = netOf(s, gross);
    const gap = need - net;
    if (Math.abs(gap) < 0.00005) return gross;
    if (gap > 0) low = gross;
    else high = gross;
    const slope = netOf(s, gross + 1) - net;
    let next = slope > 0.01 ? gross + gap / slope : (low + high) / 2;
    if (!(next > low && next < high)) next = (low + high) / 2;
    if (high - low < 0.00005) return high;
    gross = next;
  }
  return high;
}

// A household's drawing of `gross` (a year's rate) shared between partners so that both use their allowances and
// lower bands: first to the one with less income until their incomes are equal, then half each, each within what
// their pensions hold.
function share(gross: number, s: Scratch, people: number): void {
  const available = s.available;
  if (people === 1) {
    s.draw[0] = Math.min(gross, available[0] as number);
    return;
  }
  const lower = (s.income[0] as number) <= (s.income[1] as number) ? 0 : 1;
  const higher = 1 - lower;
  const gap = Math.abs((s.income[0] as number) - (s.income[1] as number));
  let low = Math.min(gross, gap, available[lower] as number);
  let rest = gross - low;
  let high = Math.min(rest / 2, available[higher] as number);
  const more = Math.min(rest - high, (available[lower] as number) - low);
  low += more;
  rest -= high + more;
  high += Math.min(rest, (available[higher] as number) - high);
  s.draw[lower] = low;
  s.draw[higher] = high;
}

const emptyPerson = (age: number): PersonYear => ({
  age,
  salary: 0,
  selfEmployed: 0,
  statePension: 0,
  otherPensions: 0,
  rental: 0,
  otherIncome: 0,
  pensionDrawdown: 0,
  taxFreeCash: 0,
  incomeTax: 0,
  socialInsurance: 0,
  studentLoan: 0,
  pensionContributions: 0,
  netIncome: 0,
});

const canDraw = (c: CompiledPlan, i: number, age: number, balance: number) =>
  balance > 0 && age >= (c.pensions[i]?.drawdownAge ?? 0);

// Draws what the year still needs (`need`, money of the day) from the pensions that may be drawn, grossed up for
// the income tax it causes: returns what it brought, after tax.
function drawPensions(s: Scratch, share0: number, need: number, detail: PersonYear[] | null): number {
  const { c, year } = s;
  const { plan, people, pensionBalance } = c;
  s.available.fill(0);
  for (let i = 0; i < plan.pensions.length; i++) {
    const owner = (plan.pensions[i] as ForecastPension).owner;
    const balance = pensionBalance[i] as number;
    if (canDraw(c, i, year - (people[owner] as CompiledPerson).birthYear, balance))
      s.available[owner] = (s.available[owner] as number) + balance / share0;
  }
  let max = 0;
  for (let p = 0; p < people.length; p++) max += s.available[p] as number;
  if (max <= 0) return 0;
  const gross = solveGross(s, need / share0, max);
  const extra = taxOnDrawing(s, gross);
  for (let p = 0; p < people.length; p++) {
    let left = (s.draw[p] as number) * share0;
    for (let i = 0; i < plan.pensions.length && left > 0; i++) {
      if ((plan.pensions[i] as ForecastPension).owner !== p) continue;
      const balance = pensionBalance[i] as number;
      if (!canDraw(c, i, year - (people[p] as CompiledPerson).birthYear, balance)) continue;
      const taken = Math.min(balance, left);
      pensionBalance[i] = balance - taken;
      left -= taken;
    }
    if (detail) {
      const row = detail[p] as PersonYear;
      row.pensionDrawdown = (s.draw[p] as number) * share0;
      row.incomeTax = (s.tax[p] as number) * share0;
    }
  }
  return (gross - extra) * share0;
}

function scratchOf(c: CompiledPlan): Scratch {
  const n = c.people.length;
  return {
    baseTax: new Float64Array(n),
    tax: new Float64Array(n),
    income: new Float64Array(n),
    other: new Float64Array(n),
    available: new Float64Array(n),
    draw: new Float64Array(n),
    contributions: c.people.map(() => ({
      socialInsurance: Number.NaN,
      studentLoan: Number.NaN,
      pensionCost: Number.NaN,
    })),
    c,
    t: 0,
    year: 0,
    index: Number.NaN, // a double from the start (see compile.ts incomes)
  };
}

// Growth for a part of a year.
const growth = (rate: number, part: number) => (part === 1 ? 1 + rate : (1 + rate) ** part);

// Runs one path. Writes total wealth (nominal) of each year into wealth[offset + t] and the deflator into
// deflator[offset + t] when given; fills `rows` when given. Returns the first calendar year with a shortfall, or
// -1 when the money lasts.
export function runPath(
  c: CompiledPlan,
  market: Market,
  wealth: Float64Array | null,
  deflator: Float64Array | null,
  offset: number,
  rows: ProjectionYear[] | null,
): number {
  const { plan, assumptions: a, people, incomes } = c;
  const pensions = plan.pensions;
  const pensionBalance = c.pensionBalance;
  const n = people.length;
  const s = (c.scratch as Scratch | null) ?? scratchOf(c);
  c.scratch = s;
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

  for (let t = 0; t < c.years; t++) {
    const year = c.startYear + t;
    const part = t === 0 ? c.firstYearShare : 1;
    if (t > 0) {
      // Prices rise from today: by the first row's share of a year into the second row, then a year a row.
      const inflation = 1 + (market.inflation[t] as number);
      const rise = t === 1 ? inflation ** c.firstYearShare : inflation;
      price *= rise;
      if (a.thresholds === 'indexed' && year > c.indexAfter) thresholdIndex *= rise;
    }
    // Growth on the year's opening balances, less charges, for the part of the year; flows at the end of the year.
    cash *= growth(market.cash[t] as number, part);
    const investmentGrowth = growth((market.investments[t] as number) - a.charges.investments, part);
    isa *= investmentGrowth;
    gia *= investmentGrowth;
    const pensionGrowth = growth((market.pensions[t] as number) - a.charges.pensions, part);
    for (let i = 0; i < pensions.length; i++)
      pensionBalance[i] = (pensionBalance[i] as number) * pensionGrowth;
    if (year === plan.marketFallYear) {
      isa *= 1 - marketFallShare;
      gia *= 1 - marketFallShare;
      for (let i = 0; i < pensions.length; i++)
        pensionBalance[i] = (pensionBalance[i] as number) * (1 - marketFallShare);
    }

    const detail = rows ? people.map((person) => emptyPerson(year - person.birthYear)) : null;
    const other = s.other;
    for (let p = 0; p < n; p++) {
      const person = people[p] as CompiledPerson;
      const input = plan.people[p] as ForecastPerson;
      const age = year - person.birthYear;
      const earning = age < input.retirementAge;
      const income = incomes[p] as TaxIncome;
      const salary = earning ? input.salary * price : 0;
      income.employment = salary + (earning ? (input.bonus ?? 0) * price : 0);
      income.selfEmployed = earning ? (input.selfEmployed ?? 0) * price : 0;
      income.payContribution = 0;
      income.profitContribution = 0;
      // Contributions are a share of salary; someone self-employed with no salary pays a share of profit.
      const profitBase = salary === 0 ? income.selfEmployed : 0;
      for (let i = 0; i < pensions.length; i++) {
        const pension = pensions[i] as ForecastPension;
        if (pension.owner !== p || salary + profitBase === 0) continue;
        const fromPay = (salary * pension.employeePercent) / 100;
        const fromProfit = (profitBase * pension.employeePercent) / 100;
        const employer = (salary * pension.employerPercent) / 100;
        income.payContribution += fromPay;
        income.profitContribution += fromProfit;
        pensionBalance[i] = (pensionBalance[i] as number) + (fromPay + fromProfit + employer) * part;
      }
      // The State Pension from its date: in the year it starts, the share of the year from that day (in the first
      // row, as a share of the part of the year from today).
      let statePensionShare =
        year > person.statePensionYear ? 1 : year === person.statePensionYear ? person.statePensionShare : 0;
      if (t === 0) statePensionShare = Math.min(1, statePensionShare / part);
      income.statePension =
        statePensionShare > 0
          ? person.statePension * price * (1 + a.statePension.realGrowth) ** t * statePensionShare
          : 0;
      income.occupational = 0;
      income.rental = 0;
      income.drawdown = 0;
      let untaxed = 0;
      for (let k = 0; k < plan.incomes.length; k++) {
        const item = plan.incomes[k] as (typeof plan.incomes)[number];
        if (item.owner !== p || age < (c.incomeFromAge[k] as number)) continue;
        const amount = item.annualAmount * (item.indexed ? price : 1);
        if (item.kind === 'rental') income.rental += amount;
        else if (item.kind === 'untaxed') untaxed += amount;
        else income.occupational += amount;
      }
      other[p] = untaxed;
      s.income[p] =
        income.employment + income.selfEmployed + income.statePension + income.occupational + income.rental;
      yearContributions(person.tax, t, year, income, thresholdIndex, s.contributions[p] as YearContributions);
    }
    householdIncomeTax(c.taxPeople, t, year, incomes, thresholdIndex, c.jointAssessment, s.baseTax);

    let netIncome = 0;
    for (let p = 0; p < n; p++) {
      const person = people[p] as CompiledPerson;
      const income = incomes[p] as TaxIncome;
      const paid = s.contributions[p] as YearContributions;
      const tax = s.baseTax[p] as number;
      const gross = (s.income[p] as number) + (other[p] as number);
      const net = gross - tax - paid.socialInsurance - paid.studentLoan - paid.pensionCost;
      netIncome += net;

      // The tax-free lump sum, into cash, in the year of the chosen age (or the first year if already past it).
      const age = year - person.birthYear;
      let lump = 0;
      for (let i = 0; i < pensions.length; i++) {
        const pension = pensions[i] as ForecastPension;
        const due = c.pensions[i]?.taxFreeCashAge ?? null;
        if (pension.owner !== p || due === null || c.tfcTaken[i] || age < due) continue;
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
        row.salary = income.employment * part;
        row.selfEmployed = income.selfEmployed * part;
        row.statePension = income.statePension * part;
        row.otherPensions = income.occupational * part;
        row.rental = income.rental * part;
        row.otherIncome = (other[p] as number) * part;
        row.taxFreeCash = lump;
        row.incomeTax = tax * part;
        row.socialInsurance = paid.socialInsurance * part;
        row.studentLoan = paid.studentLoan * part;
        row.pensionContributions = paid.pensionCost * part;
        row.netIncome = net * part;
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

    let need = (essential + lifestyle + debts - netIncome) * part + goals;
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
        } else if (need > 0.005) {
          s.t = t;
          s.year = year;
          s.index = thresholdIndex;
          fromPensions = drawPensions(s, part, need, detail);
          need -= fromPensions;
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
        essentialSpending: essential * part,
        lifestyleSpending: lifestyle * part,
        debtPayments: debts * part,
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
    people: people.map((person) => {
      const { age, ...amounts } = person;
      const deflated = { age } as PersonYear;
      for (const [key, value] of Object.entries(amounts)) {
        (deflated as Record<string, number>)[key] = d(value);
      }
      return deflated;
    }),
  };
}
