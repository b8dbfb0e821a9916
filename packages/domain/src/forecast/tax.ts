import { irishPrsiEndDate, ukStatePensionDate } from '../money/contribution-age.ts';
import { ieReliefLimitBp } from '../money/ie-income-tax.ts';
import { type IeTaxYear, ieTaxRules } from '../money/ie-tax-rules.ts';
import { calculateTakeHome, type TakeHomeRegion } from '../money/take-home.ts';
import { supportedTaxYears, type TaxYear } from '../money/tax-year.ts';
import type { UkTaxYear } from '../money/uk-tax-rules.ts';

// The forecast's only door to tax: every figure comes from the take-home engine (packages/domain/src/money/
// take-home.ts), asked two questions per person and year (see docs/forecast.md, "Tax"):
// - income tax on the year's taxable income (salary less relieved pension contributions, State Pension, other
//   pensions, taxable drawdown), asked as if the person were past State Pension age / 66 so that no NI or PRSI
//   is added; in Ireland with USC, asked separately on the income less the State Pension (social welfare
//   payments pay no USC: revenue.ie "Universal Social Charge: what is exempt");
// - NI (UK) or PRSI (Ireland) on the salary alone, with the person's real State Pension date / 66th birthday.
// Years after the newest table use the newest table. With thresholds frozen the nominal income is taxed as it
// is; with thresholds indexed, the income is divided by the threshold index, taxed, and the tax multiplied back:
// every threshold, band and credit of the engine is a fixed amount of money, so this is exactly the tax under a
// table whose every amount had risen by that index (tax(k·x; k·thresholds) = k·tax(x; thresholds)).

export type TaxPerson = { region: TakeHomeRegion; dateOfBirth: string; birthYear: number };

export type TaxModel = {
  // Income tax (+ USC in Ireland), nominal, on `taxable` (nominal) in calendar year `year`, of which `uscFree`
  // (the Irish State Pension) pays no USC.
  incomeTax(
    person: TaxPerson,
    year: number,
    taxable: number,
    uscFree: number,
    thresholdIndex: number,
  ): number;
  // Employee NI (UK) or PRSI (Ireland), nominal, on a salary (nominal).
  social(person: TaxPerson, year: number, salary: number, thresholdIndex: number): number;
};

const longAgo = '1900-01-01';

// The tax year that starts in calendar year `year` (UK: 6 April of it; Ireland: the year), or the nearest one the
// engine holds rules for.
export function taxYearFor(region: TakeHomeRegion, year: number): TaxYear {
  const years = supportedTaxYears(region);
  const label = region === 'ie' ? String(year) : `${year}/${String((year + 1) % 100).padStart(2, '0')}`;
  if (years.includes(label as TaxYear)) return label as TaxYear;
  const first = years[0] as TaxYear;
  return year < Number.parseInt(first, 10) ? first : (years[years.length - 1] as TaxYear);
}

// The calendar year the newest table starts in: thresholds are indexed only after it.
export function newestTableYear(region: TakeHomeRegion): number {
  const years = supportedTaxYears(region);
  return Number.parseInt(years[years.length - 1] as string, 10);
}

const toMinor = (amount: number) => Math.max(0, Math.round(amount * 100));

// One run of the engine on a salary with no pension contribution. `contributionsEnd` is when NI / PRSI stop:
// long ago to ask for income tax alone, the person's real date to ask for NI / PRSI.
function runEngine(person: TaxPerson, year: number, gross: number, contributionsEnd: 'longAgo' | 'real') {
  return person.region === 'ie'
    ? calculateTakeHome({
        region: 'ie',
        taxYear: taxYearFor('ie', year) as IeTaxYear,
        gross,
        pensionPercent: 0,
        pensionMethod: 'net_pay',
        age: year - person.birthYear,
        prsiEndsOn: contributionsEnd === 'real' ? irishPrsiEndDate(person.dateOfBirth) : longAgo,
      })
    : calculateTakeHome({
        region: person.region,
        taxYear: taxYearFor(person.region, year) as UkTaxYear,
        gross,
        pensionPercent: 0,
        pensionMethod: 'net_pay',
        studentLoans: [],
        statePensionDate: contributionsEnd === 'real' ? ukStatePensionDate(person.dateOfBirth) : longAgo,
      });
}

// Income tax and USC (0 in the UK) in pounds or euros, each as the engine rounds it.
function engineIncomeTax(
  person: TaxPerson,
  year: number,
  baseAmount: number,
  part: 'incomeTax' | 'usc',
): number {
  const gross = toMinor(baseAmount);
  if (gross === 0 || (part === 'usc' && person.region !== 'ie')) return 0;
  return runEngine(person, year, gross, 'longAgo')[part] / 100;
}

function engineSocial(person: TaxPerson, year: number, baseSalary: number): number {
  const gross = toMinor(baseSalary);
  if (gross === 0) return 0;
  const result = runEngine(person, year, gross, 'real');
  return (result.nationalInsurance + result.prsi) / 100;
}

// The deterministic projection asks the engine itself, every time.
export const engineTaxModel: TaxModel = {
  incomeTax: (person, year, taxable, uscFree, index) =>
    (engineIncomeTax(person, year, taxable / index, 'incomeTax') +
      engineIncomeTax(person, year, (taxable - uscFree) / index, 'usc')) *
    index,
  social: (person, year, salary, index) => engineSocial(person, year, salary / index) * index,
};

// Irish payroll pension contributions are relieved from income tax up to an age-related share of earnings
// (capped), the engine's own rule (ieReliefLimitBp); UK contributions (net pay) are relieved in full.
export function relievedContribution(
  person: TaxPerson,
  year: number,
  salary: number,
  contribution: number,
  index: number,
): number {
  if (person.region !== 'ie') return contribution;
  const rules = ieTaxRules[taxYearFor('ie', year) as IeTaxYear].pensionRelief;
  const cap = (rules.earningsCap / 100) * index;
  return Math.min(
    contribution,
    (Math.min(salary, cap) * ieReliefLimitBp(year - person.birthYear, rules)) / 10_000,
  );
}

// The Monte Carlo run asks the same engine once per point of a grid (every £/€250 of income, to £/€300,000, in
// the table's own money) and interpolates linearly between points; above the grid the last step's marginal rate
// continues. Between band edges the interpolation is exact; within a step of an edge, or of a cliff such as the end
// of Ireland's reduced USC rate at €60,000 from 70, it is off by the amounts tax.test.ts measures (a few pounds in
// the UK, up to about €150 in Ireland, about €430 at that cliff). A grid is kept per region, tax
// year and whatever else the answer depends on (the age bands of Irish income tax and USC; whether NI / PRSI is
// due all year), built the first time it is needed and reused (a pure cache: the same inputs give the same grid).
const gridStep = 250;
const gridPoints = 1201;
const grids = new Map<string, Float64Array>();

function grid(key: string, build: (amount: number) => number): Float64Array {
  let values = grids.get(key);
  if (!values) {
    values = new Float64Array(gridPoints);
    for (let i = 0; i < gridPoints; i++) values[i] = build(i * gridStep);
    grids.set(key, values);
  }
  return values;
}

function interpolate(values: Float64Array, amount: number): number {
  if (amount <= 0) return 0;
  const position = amount / gridStep;
  let i = Math.floor(position);
  if (i >= gridPoints - 1) i = gridPoints - 2;
  const low = values[i] as number;
  const high = values[i + 1] as number;
  return low + (high - low) * (position - i);
}

const ieAgeBand = (age: number) => (age >= 70 ? 70 : age >= 65 ? 65 : 0);

// Whole years of NI / PRSI: 'all' when every pay day of the tax year is before the end date, 'none' when none is.
function socialYearKind(person: TaxPerson, year: number): 'all' | 'none' | 'part' {
  const ends =
    person.region === 'ie' ? irishPrsiEndDate(person.dateOfBirth) : ukStatePensionDate(person.dateOfBirth);
  if (!ends) return 'all';
  const endYear = Number.parseInt(ends.slice(0, 4), 10);
  // UK tax years run April to March: the year starting in `year` ends in March of year + 1.
  const lastPayYear = person.region === 'ie' ? year : year + 1;
  if (endYear > lastPayYear) return 'all';
  if (endYear < year) return 'none';
  return 'part';
}

// Grids are looked up once per person and calendar year, then read from a per-person array: the Monte Carlo
// run asks for them a million times.
type PersonGrids = {
  incomeTax: (Float64Array | undefined)[];
  usc: (Float64Array | undefined)[];
  social: (Float64Array | null | undefined)[];
};
const firstYear = 1900;

function incomeTaxGrid(person: TaxPerson, year: number, part: 'incomeTax' | 'usc'): Float64Array {
  const taxYear = taxYearFor(person.region, year);
  const ageBand = person.region === 'ie' ? ieAgeBand(year - person.birthYear) : 0;
  return grid(`${part}|${person.region}|${taxYear}|${ageBand}`, (amount) =>
    engineIncomeTax({ ...person, birthYear: year - ageBand }, year, amount, part),
  );
}

// null: no NI / PRSI all year (or, for a year in which it stops, the engine is asked directly).
function socialGrid(person: TaxPerson, year: number): Float64Array | null {
  if (socialYearKind(person, year) !== 'all') return null;
  const taxYear = taxYearFor(person.region, year);
  // Fully liable all year: the answer no longer depends on the date of birth (PRSI's age only matters at 66).
  return grid(`si|${person.region}|${taxYear}`, (amount) =>
    engineSocial({ ...person, dateOfBirth: '2000-01-01', birthYear: 2000 }, year, amount),
  );
}

export function createGridTaxModel(): TaxModel {
  const byPerson = new WeakMap<TaxPerson, PersonGrids>();
  const gridsOf = (person: TaxPerson) => {
    let grids = byPerson.get(person);
    if (!grids) {
      grids = { incomeTax: [], usc: [], social: [] };
      byPerson.set(person, grids);
    }
    return grids;
  };
  return {
    incomeTax(person, year, taxable, uscFree, index) {
      if (taxable <= 0) return 0;
      const grids = gridsOf(person);
      const slot = year - firstYear;
      let values = grids.incomeTax[slot];
      if (!values) {
        values = incomeTaxGrid(person, year, 'incomeTax');
        grids.incomeTax[slot] = values;
      }
      const tax = interpolate(values, taxable / index);
      if (person.region !== 'ie') return tax * index;
      let usc = grids.usc[slot];
      if (!usc) {
        usc = incomeTaxGrid(person, year, 'usc');
        grids.usc[slot] = usc;
      }
      return (tax + interpolate(usc, (taxable - uscFree) / index)) * index;
    },
    social(person, year, salary, index) {
      if (salary <= 0) return 0;
      const grids = gridsOf(person);
      const slot = year - firstYear;
      let values = grids.social[slot];
      if (values === undefined) {
        values = socialGrid(person, year);
        grids.social[slot] = values;
      }
      if (values) return interpolate(values, salary / index) * index;
      return socialYearKind(person, year) === 'none' ? 0 : engineSocial(person, year, salary / index) * index;
    },
  };
}
