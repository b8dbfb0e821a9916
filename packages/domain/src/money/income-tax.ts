import { parseIsoDate } from '../factfind/dates.ts';
import { irishPrsiEndDate, monthsLiable, ukStatePensionDate } from './contribution-age.ts';
import { type IeYear, ieDeductionsSingle, ieIncomeTaxJoint } from './ie-income-tax.ts';
import { type IeTaxYear, ieTaxRules } from './ie-tax-rules.ts';
import type { PensionMethod } from './pension-method.ts';
import { roundDeductions, type TakeHomeRegion } from './take-home.ts';
import type { TaxYear } from './tax-year.ts';
import { type UkYear, ukDeductions } from './uk-income-tax.ts';
import { type StudentLoanPlan, type UkTaxYear, ukTaxRules } from './uk-tax-rules.ts';

// A person's whole tax year of income, every kind at once, through the take-home engine's rules (uk-income-tax.ts,
// ie-income-tax.ts): what the household's income after tax (packages/domain/src/factfind/totals.ts) and the lifetime
// forecast (packages/domain/src/forecast/tax.ts) both count, so a salary, a profit, a rent or a pension is taxed one
// way wherever it is shown. Money in minor units (pence or cents), rounded as the take-home engine rounds.

export type YearIncomes = {
  employment: number; // gross pay (salary, bonus, overtime)
  pensionContribution: number; // paid into a pension from that pay
  pensionMethod: PensionMethod; // Ireland: net pay only
  studentLoans: readonly StudentLoanPlan[]; // repaid from that pay (UK)
  selfEmployed: number; // profit
  personalContribution: number; // paid into a personal pension from profits (UK: relief at source)
  rental: number; // rent, taxed as profit
  statePension: number;
  occupationalPension: number; // defined benefit pensions and annuities
  pensionDrawdown: number; // from a pension pot (UK drawdown, an Irish ARF)
};

export const noIncome: YearIncomes = {
  employment: 0,
  pensionContribution: 0,
  pensionMethod: 'net_pay',
  studentLoans: [],
  selfEmployed: 0,
  personalContribution: 0,
  rental: 0,
  statePension: 0,
  occupationalPension: 0,
  pensionDrawdown: 0,
};

export type PersonTaxYear = {
  region: TakeHomeRegion;
  taxYear: TaxYear;
  dateOfBirth: string | null; // for State Pension age (NI, Class 4), the 66th birthday (PRSI) and Irish age rules
  incomes: YearIncomes;
};

export type IncomeTaxYear = {
  gross: number; // every income
  incomeTax: number;
  nationalInsurance: number; // Class 1 on pay
  class4: number; // Class 4 on profits
  usc: number;
  prsi: number;
  pension: number;
  studentLoan: number;
  net: number;
};

const deductionKeys = [
  'incomeTax',
  'nationalInsurance',
  'usc',
  'prsi',
  'pension',
  'studentLoan',
  'class4',
] as const;
type Deductions = Record<(typeof deductionKeys)[number], number>;

const isoOf = (date: { year: number; month: number; day: number }) =>
  `${date.year}-${String(date.month).padStart(2, '0')}-${String(date.day).padStart(2, '0')}`;

// The UK engine's input for a person's tax year starting 6 April of `startYear`.
export function ukYearOf(
  person: { region: 'uk' | 'scotland'; dateOfBirth: string | null },
  startYear: number,
  incomes: YearIncomes,
): UkYear {
  const pensionDate = ukStatePensionDate(person.dateOfBirth);
  const start = isoOf({ year: startYear, month: 4, day: 6 });
  return {
    region: person.region,
    employment: incomes.employment,
    pensionContribution: incomes.pensionContribution,
    pensionMethod: incomes.pensionMethod,
    studentLoans: incomes.studentLoans,
    niMonths: monthsLiable({ year: startYear, month: 4 }, pensionDate).filter(Boolean).length,
    selfEmployed: incomes.selfEmployed,
    personalContribution: incomes.personalContribution,
    class4Due: pensionDate === null || pensionDate > start,
    rental: incomes.rental,
    pensionIncome: incomes.statePension + incomes.occupationalPension + incomes.pensionDrawdown,
  };
}

// The Irish engine's input for a person's calendar tax year.
export function ieYearOf(dateOfBirth: string | null, year: number, incomes: YearIncomes): IeYear {
  const born = parseIsoDate(dateOfBirth);
  return {
    age: born ? year - born.year : null,
    employment: incomes.employment,
    pensionContribution: incomes.pensionContribution,
    prsiMonths: monthsLiable({ year, month: 1 }, irishPrsiEndDate(dateOfBirth)),
    selfEmployed: incomes.selfEmployed,
    personalContribution: incomes.personalContribution,
    rental: incomes.rental,
    statePension: incomes.statePension,
    occupationalPension: incomes.occupationalPension,
    pensionDrawdown: incomes.pensionDrawdown,
  };
}

const totalOf = (incomes: YearIncomes) =>
  incomes.employment +
  incomes.selfEmployed +
  incomes.rental +
  incomes.statePension +
  incomes.occupationalPension +
  incomes.pensionDrawdown;

function rounded(incomes: YearIncomes, exact: Deductions): IncomeTaxYear {
  const gross = totalOf(incomes);
  const { net, deductions } = roundDeductions(gross, exact, deductionKeys);
  return { gross, ...deductions, net };
}

function exactSingle(person: PersonTaxYear): Deductions {
  const { incomes } = person;
  if (person.region === 'ie') {
    const ie = ieDeductionsSingle(
      ieYearOf(person.dateOfBirth, Number(person.taxYear), incomes),
      ieTaxRules[person.taxYear as IeTaxYear],
    );
    return { ...ie, nationalInsurance: 0, class4: 0, studentLoan: 0 };
  }
  const uk = ukDeductions(
    ukYearOf(
      { region: person.region, dateOfBirth: person.dateOfBirth },
      Number.parseInt(person.taxYear, 10),
      incomes,
    ),
    ukTaxRules[person.taxYear as UkTaxYear],
  );
  return { ...uk, usc: 0, prsi: 0 };
}

function checkIncomes(incomes: YearIncomes): void {
  for (const [key, value] of Object.entries(incomes)) {
    if (typeof value === 'number' && !(Number.isSafeInteger(value) && value >= 0)) {
      throw new RangeError(`${key} must be a whole, non-negative number of minor units`);
    }
  }
}

// The tax of each person of a household for one tax year. `jointAssessment`: a married couple or civil partners
// in Ireland assessed jointly (ie-income-tax.ts ieIncomeTaxJoint; their USC and PRSI stay each one's own); anywhere
// else each person is taxed on their own income, as UK law does.
export function calculateHouseholdTax(
  people: readonly PersonTaxYear[],
  options: { jointAssessment: boolean } = { jointAssessment: false },
): IncomeTaxYear[] {
  for (const person of people) checkIncomes(person.incomes);
  const exact = people.map(exactSingle);
  const [a, b] = people;
  if (
    options.jointAssessment &&
    a &&
    b &&
    people.length === 2 &&
    a.region === 'ie' &&
    b.region === 'ie' &&
    a.taxYear === b.taxYear
  ) {
    const year = Number(a.taxYear);
    const [taxA, taxB] = ieIncomeTaxJoint(
      ieYearOf(a.dateOfBirth, year, a.incomes),
      ieYearOf(b.dateOfBirth, year, b.incomes),
      ieTaxRules[a.taxYear as IeTaxYear],
    );
    (exact[0] as Deductions).incomeTax = taxA;
    (exact[1] as Deductions).incomeTax = taxB;
  }
  return people.map((person, index) => rounded(person.incomes, exact[index] as Deductions));
}

export function calculateIncomeTax(person: PersonTaxYear): IncomeTaxYear {
  return calculateHouseholdTax([person])[0] as IncomeTaxYear;
}
