import type { Region } from '../contract/auth.ts';
import { type NetSalaryQuery, netSalaryMessages, netSalaryQuerySchema } from '../contract/net-salary.ts';
import { type ClientRecord, personDateOfBirth } from '../factfind/age.ts';
import { annualAmount } from '../factfind/amounts.ts';
import type { FactFindData } from '../factfind/template.ts';
import type { HouseholdTaxBasis, SalaryNet } from '../factfind/totals.ts';
import { irishPrsiEndDate, ukStatePensionDate } from './contribution-age.ts';
import type { IeTaxYear } from './ie-tax-rules.ts';
import { calculateTakeHome, type TakeHome, type TakeHomeInput, type TakeHomeRegion } from './take-home.ts';
import { ageReachedInYear, defaultTakeHomeRegion, isIrishJointAssessment } from './take-home-defaults.ts';
import { parseTaxYear, supportedTaxYears, taxYearOn } from './tax-year.ts';
import type { UkTaxYear } from './uk-tax-rules.ts';

// One salary's take-home pay, worked out the same way wherever it is asked: GET …/calculate-net-salary answers
// it, and the household's totals (the review page, /finances, the summary and the PDF) count it, so the screen
// and the record of advice can never disagree about a salary.

// The query string of GET …/calculate-net-salary, as the questionnaire sends it.
export type NetSalaryParams = {
  salary: string;
  owner?: 'client1' | 'client2';
  pension_percent?: string;
  pension_method?: string;
  student_loan?: string;
};

// What a take-home figure depends on beyond the salary: the client's current fact-find (their tax region and
// date of birth), their user's region (the default region), the client record (dates of birth the
// fact-find does not give) and today (the tax year).
export type TakeHomeBasis = {
  factFind: FactFindData;
  userRegion: Region;
  client: ClientRecord | null;
  today: string;
};

// The calculate-net-salary query of one salary income of the fact-find: its amount a year, whose it is (their
// tax region and age), and the pension and student loan taken from it. Null when there is no amount yet.
export function salaryTakeHomeParams(item: Record<string, unknown>): NetSalaryParams | null {
  const salary = annualAmount(item.gross_amount, item.gross_amount_frequency, 'annually');
  if (salary <= 0 || salary > 10_000_000) return null;
  const params: NetSalaryParams = { salary: salary.toFixed(2) };
  if (item.owner === 'client1' || item.owner === 'client2') params.owner = item.owner;
  const percent = item.pension_percent;
  if (typeof percent === 'number' && percent > 0) {
    params.pension_percent = String(percent);
    if (typeof item.pension_method === 'string') params.pension_method = item.pension_method;
  }
  if (typeof item.student_loan === 'string') params.student_loan = item.student_loan;
  return params;
}

export type TakeHomeAnswer =
  | { ok: true; takeHome: TakeHome }
  | { ok: false; errors: Record<string, string[]> };

// The take-home pay of a parsed calculate-net-salary query; the errors a 422 gives when the query does not fit
// the region (a tax year it has no rules for, a UK-only deduction in Ireland).
export function takeHomeOf(query: NetSalaryQuery, basis: TakeHomeBasis): TakeHomeAnswer {
  const person = query.owner === 'client2' ? 2 : 1;
  const { factFind, client } = basis;
  const region: TakeHomeRegion = query.region ?? defaultTakeHomeRegion(factFind, person, basis.userRegion);
  const errors: Record<string, string[]> = {};
  const taxYear =
    query.tax_year === undefined ? taxYearOn(region, basis.today) : parseTaxYear(region, query.tax_year);
  if (taxYear === null) {
    errors.tax_year = [netSalaryMessages.taxYear.replace(':years', supportedTaxYears(region).join(' or '))];
  }
  if (region === 'ie' && query.pension_method && query.pension_method !== 'net_pay') {
    errors.pension_method = [netSalaryMessages.irishPensionMethod];
  }
  if (region === 'ie' && query.student_loan) errors.student_loan = [netSalaryMessages.irishStudentLoan];
  if (taxYear === null || Object.keys(errors).length > 0) return { ok: false, errors };

  const common = { gross: query.salary, pensionPercent: query.pension_percent ?? 0 };
  // The person's date of birth decides what their age changes: pension relief, USC from 70, PRSI from 66, NI
  // from State Pension age.
  const dateOfBirth = personDateOfBirth(person, factFind, client);
  const input: TakeHomeInput =
    region === 'ie'
      ? {
          ...common,
          region,
          taxYear: taxYear as IeTaxYear,
          pensionMethod: 'net_pay',
          age: ageReachedInYear(factFind, person, client, Number(taxYear)),
          prsiEndsOn: irishPrsiEndDate(dateOfBirth),
        }
      : {
          ...common,
          region,
          taxYear: taxYear as UkTaxYear,
          pensionMethod: query.pension_method ?? 'net_pay',
          studentLoans: query.student_loan ?? [],
          statePensionDate: ukStatePensionDate(dateOfBirth),
        };
  return { ok: true, takeHome: calculateTakeHome(input) };
}

// Each salary's take-home pay a year in pounds or euros, as GET …/calculate-net-salary gives it for the same
// item: its query is built and read exactly as the questionnaire's. Null when the salary has no amount or the
// query is refused (the totals then count it before tax and say so).
export function salaryNetFrom(basis: TakeHomeBasis): SalaryNet {
  return (item) => {
    const params = salaryTakeHomeParams(item);
    if (!params) return null;
    const query = netSalaryQuerySchema.safeParse(params);
    if (!query.success) return null;
    const answer = takeHomeOf(query.data, basis);
    return answer.ok ? answer.takeHome.net / 100 : null;
  };
}

// Whose rules tax each person's other incomes in the household's totals (factfind/totals.ts): the same region, tax
// year and date of birth as their salaries' take-home, and Irish joint assessment for a married couple.
export function householdTaxBasis(basis: TakeHomeBasis): HouseholdTaxBasis {
  const person = (n: 1 | 2) => {
    const region = defaultTakeHomeRegion(basis.factFind, n, basis.userRegion);
    return {
      region,
      taxYear: taxYearOn(region, basis.today),
      dateOfBirth: personDateOfBirth(n, basis.factFind, basis.client),
    };
  };
  return {
    people: { client1: person(1), client2: person(2) },
    jointAssessment: isIrishJointAssessment(basis.factFind, basis.userRegion),
  };
}

// Everything the household's totals need to count incomes after tax the way the take-home engine does.
export function totalsTaxOptions(basis: TakeHomeBasis): {
  salaryNet: SalaryNet;
  taxBasis: HouseholdTaxBasis;
} {
  return { salaryNet: salaryNetFrom(basis), taxBasis: householdTaxBasis(basis) };
}
