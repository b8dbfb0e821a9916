import { irishPrsiEndDate, monthsLiable, ukStatePensionDate } from '../money/contribution-age.ts';
import { type IeYear, ieIncomeTaxJoint, ieIncomeTaxSingle, iePrsi, ieUsc } from '../money/ie-income-tax.ts';
import { type IeTaxRules, type IeTaxYear, ieTaxRules } from '../money/ie-tax-rules.ts';
import type { PensionMethod } from '../money/pension-method.ts';
import type { TakeHomeRegion } from '../money/take-home.ts';
import { supportedTaxYears, type TaxYear, taxYearOn } from '../money/tax-year.ts';
import { type UkYear, ukContributions, ukIncomeTax, ukTaxableIncome } from '../money/uk-income-tax.ts';
import { type StudentLoanPlan, type UkTaxRules, type UkTaxYear, ukTaxRules } from '../money/uk-tax-rules.ts';

// The forecast's only door to tax: the take-home engine's own rules (packages/domain/src/money/uk-income-tax.ts,
// ie-income-tax.ts), asked for each person and year with every kind of income they have, exactly as
// money/income-tax.ts asks them for the household's income after tax, so a person's forecast tax is their own
// take-home figure for the same year (docs/forecast.md, "Tax"). Exact (the engine rounds to the penny at its end;
// the forecast does not): the deterministic run and every Monte Carlo path ask the same functions.
//
// The first row is taxed by the tax year in force today (as the take-home pay the client sees); each later calendar
// year by the tax year starting in it (UK: 6 April), or the newest held. With thresholds indexed, the income is
// divided by the threshold index, taxed, and the tax multiplied back: every threshold, band and credit of the engine
// is a fixed amount of money, so this is exactly the tax under a table whose every amount rose by that index.

// One person's year of income, nominal, in pounds or euros (the engine's tables are in pence or cents).
export type TaxIncome = {
  employment: number;
  payContribution: number; // from pay, taken as the person's pension method says
  selfEmployed: number;
  profitContribution: number; // from profits, into a personal pension
  rental: number;
  statePension: number;
  occupational: number; // pensions in payment
  drawdown: number; // from pension pots
};

export const emptyTaxIncome = (): TaxIncome => ({
  employment: 0,
  payContribution: 0,
  selfEmployed: 0,
  profitContribution: 0,
  rental: 0,
  statePension: 0,
  occupational: 0,
  drawdown: 0,
});

// A person as the tax rules see them, with each year's table and liabilities looked up once (the Monte Carlo run
// asks for them a million times), and a scratch record for the engine's input.
export type TaxPerson = {
  region: TakeHomeRegion;
  dateOfBirth: string;
  birthYear: number;
  pensionMethod: PensionMethod;
  studentLoans: readonly StudentLoanPlan[];
  uk: UkTaxRules[]; // by year index (UK and Scotland)
  ie: IeTaxRules[]; // by year index (Ireland)
  niMonths: Uint8Array;
  class4Due: Uint8Array;
  prsiMonths: boolean[][];
  ukYear: UkYear;
  ieYear: IeYear;
  ukPaid: { nationalInsurance: number; class4: number; pension: number; studentLoan: number };
};

// The tax year that starts in calendar year `year` (UK: 6 April of it; Ireland: the year), or the nearest one the
// engine holds rules for.
export function taxYearFor(region: TakeHomeRegion, year: number): TaxYear {
  const years = supportedTaxYears(region);
  const label = region === 'ie' ? String(year) : `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
  if (years.includes(label as TaxYear)) return label as TaxYear;
  const first = years[0] as TaxYear;
  return year < Number.parseInt(first, 10) ? first : (years[years.length - 1] as TaxYear);
}

// The calendar year the newest table starts in.
export function newestTableYear(region: TakeHomeRegion): number {
  const years = supportedTaxYears(region);
  return Number.parseInt(years[years.length - 1] as string, 10);
}

// The last calendar year whose thresholds the law fixes: UK income tax and NI thresholds are frozen to 5 April 2031
// (HM Treasury policy paper, 26 November 2025), so "indexed" thresholds first rise for 2031/32; Ireland sets its
// bands each Budget, so after the newest table.
export function thresholdsFixedUntil(region: TakeHomeRegion): number {
  return region === 'ie' ? newestTableYear('ie') : Math.max(newestTableYear(region), 2030);
}

export function compileTaxPerson(
  person: {
    region: TakeHomeRegion;
    dateOfBirth: string;
    birthYear: number;
    pensionMethod?: PensionMethod;
    studentLoans?: readonly StudentLoanPlan[];
  },
  today: string,
  years: number,
): TaxPerson {
  const startYear = Number(today.slice(0, 4));
  const region = person.region;
  const pensionDate = ukStatePensionDate(person.dateOfBirth);
  const prsiEnds = irishPrsiEndDate(person.dateOfBirth);
  const compiled: TaxPerson = {
    region,
    dateOfBirth: person.dateOfBirth,
    birthYear: person.birthYear,
    pensionMethod: region === 'ie' ? 'net_pay' : (person.pensionMethod ?? 'net_pay'),
    studentLoans: region === 'ie' ? [] : (person.studentLoans ?? []),
    uk: [],
    ie: [],
    niMonths: new Uint8Array(years),
    class4Due: new Uint8Array(years),
    prsiMonths: [],
    // Scratch records, written before each use; amounts start as NaN so each field is a double from the start (a
    // whole-number 0 turning into a fraction would make V8 throw the engine's optimised code away).
    ukYear: {
      region: region === 'ie' ? 'uk' : region,
      employment: Number.NaN,
      pensionContribution: Number.NaN,
      pensionMethod: 'net_pay',
      studentLoans: [],
      niMonths: 12,
      selfEmployed: Number.NaN,
      personalContribution: Number.NaN,
      class4Due: true,
      rental: Number.NaN,
      pensionIncome: Number.NaN,
    },
    ukPaid: {
      nationalInsurance: Number.NaN,
      class4: Number.NaN,
      pension: Number.NaN,
      studentLoan: Number.NaN,
    },
    ieYear: {
      age: 0,
      employment: Number.NaN,
      pensionContribution: Number.NaN,
      prsiMonths: [],
      selfEmployed: Number.NaN,
      personalContribution: Number.NaN,
      rental: Number.NaN,
      statePension: Number.NaN,
      occupationalPension: Number.NaN,
      pensionDrawdown: Number.NaN,
    },
  };
  for (let t = 0; t < years; t++) {
    const year = startYear + t;
    const taxYear = t === 0 ? taxYearOn(region, today) : taxYearFor(region, year);
    if (region === 'ie') {
      compiled.ie.push(ieTaxRules[taxYear as IeTaxYear]);
      compiled.prsiMonths.push(monthsLiable({ year, month: 1 }, prsiEnds));
    } else {
      // The first row's tax year is the one in force today (it may have started last April); later rows' the one
      // starting in their own year, whatever table taxes it.
      const starts = t === 0 ? Number.parseInt(taxYear, 10) : year;
      compiled.uk.push(ukTaxRules[taxYear as UkTaxYear]);
      compiled.niMonths[t] = monthsLiable({ year: starts, month: 4 }, pensionDate).filter(Boolean).length;
      compiled.class4Due[t] = pensionDate === null || pensionDate > `${starts}-04-06` ? 1 : 0;
    }
  }
  return compiled;
}

const cents = 100;

function ukYearOf(person: TaxPerson, t: number, income: TaxIncome, scale: number): UkYear {
  const year = person.ukYear;
  year.employment = income.employment * scale;
  year.pensionContribution = income.payContribution * scale;
  year.pensionMethod = person.pensionMethod;
  year.studentLoans = person.studentLoans;
  year.niMonths = person.niMonths[t] as number;
  year.selfEmployed = income.selfEmployed * scale;
  year.personalContribution = income.profitContribution * scale;
  year.class4Due = person.class4Due[t] === 1;
  year.rental = income.rental * scale;
  year.pensionIncome = (income.statePension + income.occupational + income.drawdown) * scale;
  return year;
}

function ieYearOf(
  person: TaxPerson,
  t: number,
  calendarYear: number,
  income: TaxIncome,
  scale: number,
): IeYear {
  const year = person.ieYear;
  year.age = calendarYear - person.birthYear;
  year.employment = income.employment * scale;
  year.pensionContribution = income.payContribution * scale;
  year.prsiMonths = person.prsiMonths[t] as boolean[];
  year.selfEmployed = income.selfEmployed * scale;
  year.personalContribution = income.profitContribution * scale;
  year.rental = income.rental * scale;
  year.statePension = income.statePension * scale;
  year.occupationalPension = income.occupational * scale;
  year.pensionDrawdown = income.drawdown * scale;
  return year;
}

// What does not change with drawing more from a pension: NI (Class 1 and 4) or PRSI, student loan repayments and
// what the pension contributions cost from pay, nominal.
export type YearContributions = { socialInsurance: number; studentLoan: number; pensionCost: number };

export function yearContributions(
  person: TaxPerson,
  t: number,
  calendarYear: number,
  income: TaxIncome,
  index: number,
  out: YearContributions,
): void {
  const scale = cents / index;
  const back = index / cents;
  if (person.region === 'ie') {
    const rules = person.ie[t] as IeTaxRules;
    const year = ieYearOf(person, t, calendarYear, income, scale);
    out.socialInsurance = iePrsi(year, rules) * back;
    out.studentLoan = 0;
    out.pensionCost = income.payContribution + income.profitContribution;
    return;
  }
  const rules = person.uk[t] as UkTaxRules;
  const paid = ukContributions(ukYearOf(person, t, income, scale), rules, person.ukPaid);
  out.socialInsurance = (paid.nationalInsurance + paid.class4) * back;
  out.studentLoan = paid.studentLoan * back;
  out.pensionCost = paid.pension * back;
}

// Income tax (and in Ireland USC) of each person of the household, nominal, into `out`. `jointAssessment`: an Irish
// married couple assessed jointly (ie-income-tax.ts ieIncomeTaxJoint); otherwise each on their own income.
export function householdIncomeTax(
  people: readonly TaxPerson[],
  t: number,
  calendarYear: number,
  incomes: readonly TaxIncome[],
  index: number,
  jointAssessment: boolean,
  out: Float64Array,
): void {
  const scale = cents / index;
  const back = index / cents;
  const [a, b] = people;
  if (jointAssessment && a && b && a.region === 'ie' && b.region === 'ie') {
    const yearA = ieYearOf(a, t, calendarYear, incomes[0] as TaxIncome, scale);
    const yearB = ieYearOf(b, t, calendarYear, incomes[1] as TaxIncome, scale);
    const rules = a.ie[t] as IeTaxRules;
    const [taxA, taxB] = ieIncomeTaxJoint(yearA, yearB, rules);
    out[0] = (taxA + ieUsc(yearA, rules)) * back;
    out[1] = (taxB + ieUsc(yearB, b.ie[t] as IeTaxRules)) * back;
    return;
  }
  for (let p = 0; p < people.length; p++) {
    const person = people[p] as TaxPerson;
    const income = incomes[p] as TaxIncome;
    if (person.region === 'ie') {
      const rules = person.ie[t] as IeTaxRules;
      const year = ieYearOf(person, t, calendarYear, income, scale);
      out[p] = (ieIncomeTaxSingle(year, rules) + ieUsc(year, rules)) * back;
    } else {
      const rules = person.uk[t] as UkTaxRules;
      const year = ukYearOf(person, t, income, scale);
      out[p] = ukIncomeTax(ukTaxableIncome(year), year.region, rules) * back;
    }
  }
}
