import { bandTax, ofBp } from './band-tax.ts';
import type { IeTaxRules, PrsiPeriod } from './ie-tax-rules.ts';

// An Irish person's tax year (the calendar year), every income in cents a year, and what is taken from it: income
// tax (single, or a married couple's joint assessment), USC, PRSI and the pension contribution. Exact (not rounded).
// The one rule for a salary's take-home pay (take-home.ts), a household's income after tax (income-tax.ts,
// factfind/totals.ts) and the lifetime forecast (forecast/tax.ts). Sources: ie-tax-rules.ts.

export type IeYear = {
  // Age reached in the year, for the age-related relief limit, the age credit and exemption limit from 65 and the
  // reduced USC from 70; unknown → the highest relief limit, no age credit or exemption, ordinary USC.
  age: number | null;
  employment: number; // gross pay
  pensionContribution: number; // from pay (net pay: relieved from income tax only, up to the age-related limit)
  // The twelve monthly pay days from January still liable to PRSI (none from the 66th birthday).
  prsiMonths: readonly boolean[];
  selfEmployed: number; // profit
  // Paid into a personal pension or PRSA from profits: relieved like pay's, within the same limit of earnings.
  personalContribution: number;
  rental: number;
  statePension: number; // social welfare: income tax only (no USC, no PRSI)
  occupationalPension: number; // a pension from a former employer, or an annuity: income tax and USC
  pensionDrawdown: number; // ARF or vested PRSA distributions: income tax and USC, no employee credit
};

export type IeDeductions = { incomeTax: number; usc: number; prsi: number; pension: number };

export function ieReliefLimitBp(age: number | null, rules: IeTaxRules['pensionRelief']): number {
  const limits = rules.limitsByAge;
  if (age === null) return limits[limits.length - 1]?.limitBp ?? 0;
  let limit = 0;
  for (const step of limits) if (age >= step.fromAge) limit = step.limitBp;
  return limit;
}

// From 65, total income at or below the exemption limit pays no income tax; above it, marginal relief caps the tax
// at a share of the excess, which keeps the step at the limit smooth.
export function ieIncomeTaxOver65(
  totalIncome: number,
  ordinaryTax: number,
  over65: Pick<IeTaxRules['over65'], 'exemptionLimit' | 'marginalReliefBp'>,
): number {
  if (totalIncome <= over65.exemptionLimit) return 0;
  return Math.max(
    0,
    Math.min(ordinaryTax, ofBp(totalIncome - over65.exemptionLimit, over65.marginalReliefBp)),
  );
}

// Income for income tax: everything, less pension contributions up to their limit (an age-related share of
// earnings, capped).
export function ieTaxableIncome(year: IeYear, rules: IeTaxRules): number {
  const relievable = ofBp(
    Math.min(year.employment + year.selfEmployed, rules.pensionRelief.earningsCap),
    ieReliefLimitBp(year.age, rules.pensionRelief),
  );
  return (
    year.employment -
    Math.min(year.pensionContribution + year.personalContribution, relievable) +
    year.selfEmployed +
    year.rental +
    year.statePension +
    year.occupationalPension +
    year.pensionDrawdown
  );
}

// The employee credit on PAYE income (pay, an occupational pension, the State Pension: revenue.ie "Employee Tax
// Credit" lists Department of Social Protection income), not on ARF distributions; the earned income credit on
// self-employed profits; together at most the employee credit.
function workCredits(year: IeYear, rules: IeTaxRules): number {
  const payeIncome = year.employment + year.statePension + year.occupationalPension;
  const employee = Math.min(rules.employeeCredit, ofBp(payeIncome, rules.employeeCreditIncomeCapBp));
  const earned = Math.min(rules.earnedIncomeCredit, ofBp(year.selfEmployed, rules.employeeCreditIncomeCapBp));
  return Math.min(rules.employeeCredit, employee + earned);
}

const isOver65 = (year: IeYear, rules: IeTaxRules) => year.age !== null && year.age >= rules.over65.fromAge;

// Income tax of a single person (or a married person assessed as single).
export function ieIncomeTaxSingle(year: IeYear, rules: IeTaxRules): number {
  const taxable = ieTaxableIncome(year, rules);
  const over65 = isOver65(year, rules);
  const credits = rules.personalCredit + workCredits(year, rules) + (over65 ? rules.over65.ageCredit : 0);
  const ordinary = bandTax(taxable, rules.incomeTaxBands) - credits;
  return over65 ? ieIncomeTaxOver65(taxable, ordinary, rules.over65) : Math.max(0, ordinary);
}

// Income tax of a married couple or civil partners assessed jointly, shared between them in proportion to their
// incomes: the married person's credit, each one's employee or earned income credit on their own income, the 20 %
// band of the married (raised by the lower of the increase and the smaller income), and from 65 (either of them)
// the married age credit and exemption limit.
export function ieIncomeTaxJoint(a: IeYear, b: IeYear, rules: IeTaxRules): [number, number] {
  const taxableA = ieTaxableIncome(a, rules);
  const taxableB = ieTaxableIncome(b, rules);
  const total = taxableA + taxableB;
  if (total <= 0) return [0, 0];
  const m = rules.married;
  const band = m.band + Math.min(m.secondIncomeIncrease, Math.max(0, Math.min(taxableA, taxableB)));
  const [standard, higher] = rules.incomeTaxBands;
  const bands = [
    { upTo: band, rateBp: standard?.rateBp ?? 0 },
    { upTo: null, rateBp: higher?.rateBp ?? 0 },
  ];
  const over65 = isOver65(a, rules) || isOver65(b, rules);
  const credits =
    m.personalCredit + workCredits(a, rules) + workCredits(b, rules) + (over65 ? m.ageCredit : 0);
  const ordinary = bandTax(total, bands) - credits;
  const tax = over65
    ? ieIncomeTaxOver65(total, ordinary, {
        exemptionLimit: m.exemptionLimit,
        marginalReliefBp: rules.over65.marginalReliefBp,
      })
    : Math.max(0, ordinary);
  return [(tax * taxableA) / total, (tax * taxableB) / total];
}

// USC on all income but social welfare, before pension contributions: nothing at or below the exemption; from 70
// (reached in the year) with income at or below the limit, the reduced rates; otherwise every band from the first
// euro; and the surcharge on non-PAYE income above its threshold.
export function ieUsc(year: IeYear, rules: IeTaxRules): number {
  const usc = rules.usc;
  const nonPaye = year.selfEmployed + year.rental;
  const income = year.employment + nonPaye + year.occupationalPension + year.pensionDrawdown;
  if (income <= usc.exemptUpTo) return 0;
  const reduced = year.age !== null && year.age >= usc.reduced.fromAge && income <= usc.reduced.incomeUpTo;
  return (
    bandTax(income, reduced ? usc.reduced.bands : usc.bands) +
    ofBp(Math.max(0, nonPaye - usc.surcharge.over), usc.surcharge.rateBp)
  );
}

// The rate in force in each month of the table's year ('2026-01-01'..'2026-09-30' covers January to September).
function rateOfMonth(periods: readonly PrsiPeriod[], year: number, month: number): number {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const period = periods.find((p) => p.from.slice(0, 7) <= key && key <= p.to.slice(0, 7));
  return period?.rateBp ?? 0;
}

const monthlyRates = new Map<IeTaxRules, number[]>();
function ratesOf(rules: IeTaxRules): number[] {
  let rates = monthlyRates.get(rules);
  if (!rates) {
    const year = Number(rules.taxYear);
    rates = Array.from({ length: 12 }, (_, index) => rateOfMonth(rules.prsi.periods, year, index + 1));
    monthlyRates.set(rules, rates);
  }
  return rates;
}

// Class A1 employee PRSI on an even weekly wage, charged at the rate in force on each pay day: when the rate changes
// on 1 October (2025: 4.1 % → 4.2 %; 2026: 4.2 % → 4.35 %) each rate is weighted by the months it is in force,
// nine at the old rate and three at the new, exactly what a monthly payroll deducts and what a weekly one does in a
// year with 13 pay days from October (as tax advisers' Budget 2026 examples do). Then PRSI on self-employed profits
// and rent of €5,000 or more a year, at the same rates (gov.ie's blended class S rate for 2025 is exactly this
// weighting: 4.125 %), at least the class S minimum unless it is an employee's unearned income (class K). Months
// from the 66th birthday on carry none.
export function iePrsi(year: IeYear, rules: IeTaxRules): number {
  const prsi = rules.prsi;
  const rates = ratesOf(rules);
  const weekly = year.employment / 52;
  const credit = Math.max(0, prsi.weeklyCreditMax - (weekly - prsi.weeklyExemptUpTo) / 6);
  const other = year.selfEmployed + year.rental;
  let employee = 0;
  let otherShare = 0;
  let liable = 0;
  for (let month = 0; month < 12; month++) {
    if (!year.prsiMonths[month]) continue;
    const rate = rates[month] as number;
    liable += 1;
    if (weekly > prsi.weeklyExemptUpTo) employee += (Math.max(0, ofBp(weekly, rate) - credit) * 52) / 12;
    otherShare += ofBp(other, rate) / 12;
  }
  if (other < prsi.otherIncomeFrom || liable === 0) return employee;
  const classS = year.selfEmployed > 0 || year.employment === 0;
  return employee + (classS ? Math.max(otherShare, (prsi.classSMinimum * liable) / 12) : otherShare);
}

// Everything but income tax: what drawing more from a pension does not change (USC does: see ieUsc).
export function ieDeductionsSingle(year: IeYear, rules: IeTaxRules): IeDeductions {
  return {
    incomeTax: ieIncomeTaxSingle(year, rules),
    usc: ieUsc(year, rules),
    prsi: iePrsi(year, rules),
    pension: year.pensionContribution + year.personalContribution,
  };
}
