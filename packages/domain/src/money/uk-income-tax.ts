import { bandTax, ofBp } from './band-tax.ts';
import type { PensionMethod } from './pension-method.ts';
import type { StudentLoanPlan, UkRegion, UkTaxRules } from './uk-tax-rules.ts';

// A UK person's tax year (6 April to 5 April), every income in pence a year, and what is taken from it: income tax
// on all of it, Class 1 NI on pay, Class 4 NI on self-employed profits, student loan repayments from pay, and the
// pension contribution. Exact (not rounded). The one rule for a salary's take-home pay (take-home.ts), a household's
// income after tax (income-tax.ts, factfind/totals.ts) and the lifetime forecast (forecast/tax.ts).

export type UkYear = {
  region: UkRegion;
  employment: number; // gross pay
  // Paid into the pension from pay (under relief at source, before the 20 % the scheme claims back: the member pays
  // 80 % of it).
  pensionContribution: number;
  pensionMethod: PensionMethod;
  studentLoans: readonly StudentLoanPlan[];
  niMonths: number; // monthly pay days of the year still liable to Class 1 (0–12; none from State Pension age)
  selfEmployed: number; // profit
  // Paid into a personal pension from income after tax (relief at source: the member pays 80 %, the scheme claims
  // the rest): a self-employed person's contribution.
  personalContribution: number;
  class4Due: boolean; // under State Pension age on the 6 April the year starts
  rental: number; // rental profit: income tax only
  pensionIncome: number; // State Pension, pensions in payment, drawdown: income tax only
};

export type UkDeductions = {
  incomeTax: number;
  nationalInsurance: number;
  class4: number;
  pension: number;
  studentLoan: number;
};

// Salary sacrifice lowers pay before tax, NI and student loan; net pay before income tax only; relief at source is
// paid from net pay, 80 % by the member (higher-rate relief is claimed through Self Assessment and, like any
// allowance it restores, is not in a payroll figure). Plain functions, no objects: the forecast's Monte Carlo run asks
// them a million times.
const niPayOf = (year: UkYear) =>
  year.pensionMethod === 'salary_sacrifice' ? year.employment - year.pensionContribution : year.employment;
const taxPayOf = (year: UkYear) =>
  year.pensionMethod === 'relief_at_source' ? year.employment : year.employment - year.pensionContribution;
function pensionCostOf(year: UkYear, rules: UkTaxRules): number {
  const contribution = year.pensionContribution;
  return (
    (year.pensionMethod === 'relief_at_source'
      ? contribution - ofBp(contribution, rules.reliefAtSourceRateBp)
      : contribution) +
    year.personalContribution -
    ofBp(year.personalContribution, rules.reliefAtSourceRateBp)
  );
}

// Income tax on taxable income: the personal allowance falls by half of the income over the taper threshold (ITA
// 2007 s.35), then the region's bands (Scottish bands cover non-savings, non-dividend income: every income here).
export function ukIncomeTax(total: number, region: UkRegion, rules: UkTaxRules): number {
  const taper = Math.max(0, total - rules.allowanceTaperFrom) / 2;
  const allowance = Math.max(0, rules.personalAllowance - taper);
  return bandTax(Math.max(0, total - allowance), rules.bands[region]);
}

// The income income tax is charged on: pay (less a net pay or salary sacrifice contribution) and everything else.
export function ukTaxableIncome(year: UkYear): number {
  return taxPayOf(year) + year.selfEmployed + year.rental + year.pensionIncome;
}

export function ukClass4(profit: number, due: boolean, rules: UkTaxRules): number {
  if (!due) return 0;
  const c4 = rules.class4;
  const main = Math.max(0, Math.min(profit, c4.upperProfitsLimit) - c4.lowerProfitsLimit);
  return ofBp(main, c4.mainRateBp) + ofBp(Math.max(0, profit - c4.upperProfitsLimit), c4.upperRateBp);
}

// Everything but income tax: what drawing more from a pension does not change. Written into `out` (the forecast
// reuses one record a million times), which is also returned.
export function ukContributions(
  year: UkYear,
  rules: UkTaxRules,
  out: Omit<UkDeductions, 'incomeTax'> = { nationalInsurance: 0, class4: 0, pension: 0, studentLoan: 0 },
): Omit<UkDeductions, 'incomeTax'> {
  const niPay = niPayOf(year);
  const ni = rules.nationalInsurance;
  const mainBand = Math.max(0, Math.min(niPay, ni.upperEarningsLimit) - ni.primaryThreshold);
  // Monthly pay days after State Pension age carry none (an even salary: each month is a twelfth of the year).
  out.nationalInsurance =
    ((ofBp(mainBand, ni.mainRateBp) + ofBp(Math.max(0, niPay - ni.upperEarningsLimit), ni.upperRateBp)) *
      year.niMonths) /
    12;
  // Repaid from earnings for NI purposes; the postgraduate loan alongside any one undergraduate plan (each plan
  // once, however often given).
  let studentLoan = 0;
  const plans = year.studentLoans;
  for (let i = 0; i < plans.length; i++) {
    const plan = plans[i] as StudentLoanPlan;
    if (plans.indexOf(plan) !== i) continue;
    const terms = rules.studentLoans[plan];
    if (terms) studentLoan += ofBp(Math.max(0, niPay - terms.threshold), terms.rateBp);
  }
  out.studentLoan = studentLoan;
  out.class4 = ukClass4(year.selfEmployed, year.class4Due, rules);
  out.pension = pensionCostOf(year, rules);
  return out;
}

export function ukDeductions(year: UkYear, rules: UkTaxRules): UkDeductions {
  return {
    incomeTax: ukIncomeTax(ukTaxableIncome(year), year.region, rules),
    ...ukContributions(year, rules),
  };
}
