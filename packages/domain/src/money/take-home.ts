import { ofBp } from './band-tax.ts';
import { monthsLiable } from './contribution-age.ts';
import { ieDeductionsSingle } from './ie-income-tax.ts';
import { type IeTaxRules, type IeTaxYear, ieTaxRules } from './ie-tax-rules.ts';
import type { PensionMethod } from './pension-method.ts';
import { ukDeductions } from './uk-income-tax.ts';
import {
  type StudentLoanPlan,
  type UkRegion,
  type UkTaxRules,
  type UkTaxYear,
  ukTaxRules,
} from './uk-tax-rules.ts';

// Take-home pay of one employee's salary for a tax year, computed over the whole year (the annual equivalent of
// PAYE on an even salary). Money is in minor units (pence or cents) as whole numbers. The rules are the engines'
// (uk-income-tax.ts, ie-income-tax.ts), which also tax a person's other incomes (income-tax.ts).
//
// How it rounds: every deduction is first worked out exactly (no rounding inside a band, the allowance taper or a
// threshold), so take-home pay can never fall when the salary rises except where the law itself has a step (see
// ie below). Net pay is then rounded down to the penny, and the pennies taken are shared among the deductions
// by largest remainder, so the deductions always add up to gross − net and each is within a penny of exact.

export type TakeHomeRegion = UkRegion | 'ie';
export const takeHomeRegions: readonly TakeHomeRegion[] = ['uk', 'scotland', 'ie'];

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

function ukSalaryDeductions(
  input: Extract<TakeHomeInput, { region: UkRegion }>,
  rules: UkTaxRules,
): Deductions {
  const niMonths = monthsLiable(
    { year: Number.parseInt(input.taxYear, 10), month: 4 },
    input.statePensionDate ?? null,
  ).filter(Boolean).length;
  const uk = ukDeductions(
    {
      region: input.region,
      employment: input.gross,
      pensionContribution: ofBp(input.gross, Math.round(input.pensionPercent * 100)),
      pensionMethod: input.pensionMethod,
      studentLoans: input.studentLoans,
      niMonths,
      selfEmployed: 0,
      personalContribution: 0,
      class4Due: false,
      rental: 0,
      pensionIncome: 0,
    },
    rules,
  );
  return {
    incomeTax: uk.incomeTax,
    nationalInsurance: uk.nationalInsurance,
    usc: 0,
    prsi: 0,
    pension: uk.pension,
    studentLoan: uk.studentLoan,
  };
}

function ieSalaryDeductions(input: Extract<TakeHomeInput, { region: 'ie' }>, rules: IeTaxRules): Deductions {
  const ie = ieDeductionsSingle(
    {
      age: input.age,
      employment: input.gross,
      pensionContribution: ofBp(input.gross, Math.round(input.pensionPercent * 100)),
      prsiMonths: monthsLiable({ year: Number(input.taxYear), month: 1 }, input.prsiEndsOn ?? null),
      selfEmployed: 0,
      personalContribution: 0,
      rental: 0,
      statePension: 0,
      occupationalPension: 0,
      pensionDrawdown: 0,
    },
    rules,
  );
  return { ...ie, nationalInsurance: 0, studentLoan: 0 };
}

const deductionKeys = ['incomeTax', 'nationalInsurance', 'usc', 'prsi', 'pension', 'studentLoan'] as const;

// Floating-point noise must not turn an exact whole number of pence into the penny below.
const epsilon = 1e-6;

// Net pay is rounded down to the penny, and the pennies taken are shared among the deductions by largest
// remainder, so the deductions always add up to gross − net and each is within a penny of exact. Also the rounding
// of a person's whole year of incomes (income-tax.ts).
export function roundDeductions<K extends string>(
  gross: number,
  exact: Record<K, number>,
  keys: readonly K[],
): { net: number; deductions: Record<K, number> } {
  const total = keys.reduce((sum, key) => sum + exact[key], 0);
  const net = Math.floor(gross - total + epsilon);
  const rounded = { ...exact };
  let left = gross - net;
  for (const key of keys) {
    rounded[key] = Math.floor(exact[key] + epsilon);
    left -= rounded[key];
  }
  const byRemainder = [...keys].sort(
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
      ? ieSalaryDeductions(input, ieTaxRules[input.taxYear])
      : ukSalaryDeductions(input, ukTaxRules[input.taxYear]);
  const { net, deductions } = roundDeductions(input.gross, exact, deductionKeys);
  return {
    gross: input.gross,
    ...deductions,
    net,
    netMonthly: Math.round(net / 12),
    taxYear: input.taxYear,
    region: input.region,
  };
}
