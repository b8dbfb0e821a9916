import { monthsLiable } from './contribution-age.ts';
import { type IeTaxRules, type IeTaxYear, ieTaxRules, type PrsiPeriod } from './ie-tax-rules.ts';
import {
  type StudentLoanPlan,
  type TaxBand,
  type UkRegion,
  type UkTaxRules,
  type UkTaxYear,
  ukTaxRules,
} from './uk-tax-rules.ts';

// Take-home pay of one employee's salary for a tax year, computed over the whole year (the annual equivalent of
// PAYE on an even salary). Money is in minor units (pence or cents) as whole numbers.
//
// How it rounds: every deduction is first worked out exactly (no rounding inside a band, the allowance taper or a
// threshold), so take-home pay can never fall when the salary rises except where the law itself has a step (see
// ie below). Net pay is then rounded down to the penny, and the pennies taken are shared among the deductions
// by largest remainder, so the deductions always add up to gross − net and each is within a penny of exact.

export type TakeHomeRegion = UkRegion | 'ie';
export const takeHomeRegions: readonly TakeHomeRegion[] = ['uk', 'scotland', 'ie'];

export type PensionMethod = 'salary_sacrifice' | 'net_pay' | 'relief_at_source';
export const pensionMethods: readonly PensionMethod[] = ['salary_sacrifice', 'net_pay', 'relief_at_source'];

export type TakeHomeInput =
  | {
      region: UkRegion;
      taxYear: UkTaxYear;
      gross: number;
      // The contribution into the pension as a share of salary, 0–100 (under relief at source, before the 20 %
      // the scheme claims back: 5 % means 4 % is taken from pay).
      pensionPercent: number;
      pensionMethod: PensionMethod;
      studentLoans: readonly StudentLoanPlan[];
      // The date the employee reaches State Pension age (ukStatePensionDate), from which no employee NI is due;
      // absent or null: NI all year.
      statePensionDate?: string | null;
    }
  | {
      region: 'ie';
      taxYear: IeTaxYear;
      gross: number;
      pensionPercent: number;
      // Ireland relieves payroll pension contributions one way only: from income tax (not USC or PRSI).
      pensionMethod: 'net_pay';
      // Age reached in the tax year, for the age-related relief limit, the age credit and exemption limit from 65
      // and the reduced USC from 70; unknown → the highest relief limit, no age credit or exemption, ordinary USC.
      age: number | null;
      // The 66th birthday (irishPrsiEndDate), from which no employee PRSI is due; absent or null: PRSI all year.
      prsiEndsOn?: string | null;
    };

export type TakeHome = {
  gross: number;
  incomeTax: number;
  nationalInsurance: number;
  usc: number;
  prsi: number;
  pension: number;
  studentLoan: number;
  net: number;
  netMonthly: number;
  taxYear: string;
  region: TakeHomeRegion;
};

type Deductions = Pick<
  TakeHome,
  'incomeTax' | 'nationalInsurance' | 'usc' | 'prsi' | 'pension' | 'studentLoan'
>;

const ofBp = (amount: number, rateBp: number) => (amount * rateBp) / 10_000;

// Tax on `amount` across cumulative bands; exact (not rounded).
export function bandTax(amount: number, bands: readonly TaxBand[]): number {
  let tax = 0;
  let floor = 0;
  for (const band of bands) {
    if (amount <= floor) break;
    const top = band.upTo === null ? amount : Math.min(amount, band.upTo);
    tax += ofBp(top - floor, band.rateBp);
    if (band.upTo === null) break;
    floor = band.upTo;
  }
  return tax;
}

function ukDeductions(input: Extract<TakeHomeInput, { region: UkRegion }>, rules: UkTaxRules): Deductions {
  const gross = input.gross;
  const contribution = ofBp(gross, Math.round(input.pensionPercent * 100));
  // Salary sacrifice lowers pay before tax, NI and student loan; net pay before income tax only; relief at
  // source is paid from net pay, 80 % by the member (higher-rate relief is claimed through Self Assessment and,
  // like any allowance it restores, is not in a payroll figure).
  const niPay = input.pensionMethod === 'salary_sacrifice' ? gross - contribution : gross;
  const taxPay = input.pensionMethod === 'relief_at_source' ? gross : gross - contribution;
  const pension =
    input.pensionMethod === 'relief_at_source'
      ? contribution - ofBp(contribution, rules.reliefAtSourceRateBp)
      : contribution;

  const taper = Math.max(0, taxPay - rules.allowanceTaperFrom) / 2;
  const allowance = Math.max(0, rules.personalAllowance - taper);
  const incomeTax = bandTax(Math.max(0, taxPay - allowance), rules.bands[input.region]);

  const ni = rules.nationalInsurance;
  const mainBand = Math.max(0, Math.min(niPay, ni.upperEarningsLimit) - ni.primaryThreshold);
  // Monthly pay days after State Pension age carry none (an even salary: each month is a twelfth of the year).
  const niMonths = monthsLiable(
    { year: Number.parseInt(input.taxYear, 10), month: 4 },
    input.statePensionDate ?? null,
  ).filter(Boolean).length;
  const nationalInsurance =
    ((ofBp(mainBand, ni.mainRateBp) + ofBp(Math.max(0, niPay - ni.upperEarningsLimit), ni.upperRateBp)) *
      niMonths) /
    12;

  // Repaid from earnings for NI purposes; the postgraduate loan alongside any one undergraduate plan.
  let studentLoan = 0;
  for (const plan of new Set(input.studentLoans)) {
    const terms = rules.studentLoans[plan];
    if (terms) studentLoan += ofBp(Math.max(0, niPay - terms.threshold), terms.rateBp);
  }
  return { incomeTax, nationalInsurance, usc: 0, prsi: 0, pension, studentLoan };
}

// The rate in force in each month of the year ('2026-01-01'..'2026-09-30' covers January to September).
function rateOfMonth(periods: readonly PrsiPeriod[], year: number, month: number): number {
  const key = `${year}-${String(month).padStart(2, '0')}`;
  const period = periods.find((p) => p.from.slice(0, 7) <= key && key <= p.to.slice(0, 7));
  return period?.rateBp ?? 0;
}

// Class A1 employee PRSI on an even weekly wage. PRSI is charged at the rate in force on each pay day, so when
// the rate changes on 1 October (2025: 4.1 % → 4.2 %; 2026: 4.2 % → 4.35 %) each rate is weighted by the months
// it is in force: nine months at the old rate and three at the new, exactly what a monthly payroll deducts and
// what a weekly one does in a year with 13 pay days from October (as tax advisers' Budget 2026 examples do).
// Months from the 66th birthday on carry none.
function irishPrsi(gross: number, prsi: IeTaxRules['prsi'], year: number, endsOn: string | null): number {
  const weekly = gross / 52;
  if (weekly <= prsi.weeklyExemptUpTo) return 0;
  const credit = Math.max(0, prsi.weeklyCreditMax - (weekly - prsi.weeklyExemptUpTo) / 6);
  let total = 0;
  monthsLiable({ year, month: 1 }, endsOn).forEach((liable, index) => {
    if (!liable) return;
    const weeklyCharge = Math.max(0, ofBp(weekly, rateOfMonth(prsi.periods, year, index + 1)) - credit);
    total += (weeklyCharge * 52) / 12;
  });
  return total;
}

// USC: nothing at or below the exemption; from 70 (reached in the year) with income at or below the limit, the
// reduced rates; otherwise every band from the first euro.
function irishUsc(gross: number, usc: IeTaxRules['usc'], age: number | null): number {
  if (gross <= usc.exemptUpTo) return 0;
  const reduced = age !== null && age >= usc.reduced.fromAge && gross <= usc.reduced.incomeUpTo;
  return bandTax(gross, reduced ? usc.reduced.bands : usc.bands);
}

// From 65, total income (pay less relieved pension contributions) at or below the exemption limit pays no income
// tax; above it, marginal relief caps the tax at a share of the excess, which keeps the step at the limit smooth.
export function ieIncomeTaxOver65(
  totalIncome: number,
  ordinaryTax: number,
  over65: IeTaxRules['over65'],
): number {
  if (totalIncome <= over65.exemptionLimit) return 0;
  return Math.max(
    0,
    Math.min(ordinaryTax, ofBp(totalIncome - over65.exemptionLimit, over65.marginalReliefBp)),
  );
}

export function ieReliefLimitBp(age: number | null, rules: IeTaxRules['pensionRelief']): number {
  const limits = rules.limitsByAge;
  if (age === null) return limits[limits.length - 1]?.limitBp ?? 0;
  let limit = 0;
  for (const step of limits) if (age >= step.fromAge) limit = step.limitBp;
  return limit;
}

function ieDeductions(input: Extract<TakeHomeInput, { region: 'ie' }>, rules: IeTaxRules): Deductions {
  const gross = input.gross;
  const pension = ofBp(gross, Math.round(input.pensionPercent * 100));
  const relievable = ofBp(
    Math.min(gross, rules.pensionRelief.earningsCap),
    ieReliefLimitBp(input.age, rules.pensionRelief),
  );
  const taxable = gross - Math.min(pension, relievable);
  const isOver65 = input.age !== null && input.age >= rules.over65.fromAge;
  const credits =
    rules.personalCredit +
    Math.min(rules.employeeCredit, ofBp(gross, rules.employeeCreditIncomeCapBp)) +
    (isOver65 ? rules.over65.ageCredit : 0);
  const incomeTax = isOver65
    ? ieIncomeTaxOver65(taxable, bandTax(taxable, rules.incomeTaxBands) - credits, rules.over65)
    : Math.max(0, bandTax(taxable, rules.incomeTaxBands) - credits);
  // USC and PRSI are charged on pay before pension contributions.
  const usc = irishUsc(gross, rules.usc, input.age);
  const prsi = irishPrsi(gross, rules.prsi, Number(input.taxYear), input.prsiEndsOn ?? null);
  return { incomeTax, nationalInsurance: 0, usc, prsi, pension, studentLoan: 0 };
}

const deductionKeys = ['incomeTax', 'nationalInsurance', 'usc', 'prsi', 'pension', 'studentLoan'] as const;

// Floating-point noise must not turn an exact whole number of pence into the penny below.
const epsilon = 1e-6;

function roundDeductions(gross: number, exact: Deductions): { net: number; deductions: Deductions } {
  const total = deductionKeys.reduce((sum, key) => sum + exact[key], 0);
  const net = Math.floor(gross - total + epsilon);
  const rounded = { ...exact };
  let left = gross - net;
  for (const key of deductionKeys) {
    rounded[key] = Math.floor(exact[key] + epsilon);
    left -= rounded[key];
  }
  const byRemainder = [...deductionKeys].sort(
    (a, b) => exact[b] - Math.floor(exact[b] + epsilon) - (exact[a] - Math.floor(exact[a] + epsilon)),
  );
  for (const key of byRemainder) {
    if (left <= 0) break;
    if (exact[key] - rounded[key] > epsilon) {
      rounded[key] += 1;
      left -= 1;
    }
  }
  return { net, deductions: rounded };
}

export function calculateTakeHome(input: TakeHomeInput): TakeHome {
  if (!Number.isSafeInteger(input.gross) || input.gross < 0) {
    throw new RangeError('gross must be a whole, non-negative number of minor units');
  }
  if (!(input.pensionPercent >= 0 && input.pensionPercent <= 100)) {
    throw new RangeError('pensionPercent must be between 0 and 100');
  }
  const exact =
    input.region === 'ie'
      ? ieDeductions(input, ieTaxRules[input.taxYear])
      : ukDeductions(input, ukTaxRules[input.taxYear]);
  const { net, deductions } = roundDeductions(input.gross, exact);
  return {
    gross: input.gross,
    ...deductions,
    net,
    netMonthly: Math.round(net / 12),
    taxYear: input.taxYear,
    region: input.region,
  };
}
