import { parseIsoDate } from '../factfind/dates.ts';
import { irishPrsiEndDate, ukStatePensionDate } from '../money/contribution-age.ts';
import { minimumPensionAgeAllows } from './pension-age.ts';
import type {
  ForecastAssumptions,
  ForecastPerson,
  ForecastPlan,
  ForecastRegion,
  PlanNote,
  Pot,
} from './plan.ts';
import { compileTaxPerson, type TaxIncome, type TaxPerson, thresholdsFixedUntil } from './tax.ts';

// A plan made ready for the yearly loop (run-path.ts), shared by the deterministic run and every Monte Carlo path:
// dates turned into shares of years, each person's tax tables looked up, the minimum pension ages applied.

// One literal per person (not a spread of the tax record): the yearly loop reads these a million times, and V8
// keeps its fast code only while every person object has one shape.
export type CompiledPerson = {
  tax: TaxPerson;
  region: ForecastRegion;
  birthYear: number;
  statePension: number; // a year, today's money
  statePensionDate: string;
  // The State Pension as a share of a full year's in the year it starts (paid from its date); whole years after.
  statePensionYear: number;
  statePensionShare: number;
};

export type CompiledPension = { drawdownAge: number; taxFreeCashAge: number | null; inDrawdown: boolean };

export type CompiledPlan = {
  plan: ForecastPlan;
  assumptions: ForecastAssumptions;
  startYear: number;
  years: number;
  // The first row runs from today to 31 December: its share of the year (1 on 1 January).
  firstYearShare: number;
  people: CompiledPerson[];
  taxPeople: TaxPerson[]; // each person's tax record, as forecast/tax.ts asks for the household
  pensions: CompiledPension[];
  incomeFromAge: number[]; // each income's first age, after the minimum pension age
  younger: number; // birth year of the younger person
  order: Uint8Array; // 0 cash, 1 isa, 2 gia, 3 pensions
  jointAssessment: boolean;
  indexAfter: number; // thresholds (when indexed) rise from the year after this one
  notes: PlanNote[];
  // scratch, reset on every path
  pensionBalance: Float64Array;
  tfcTaken: Uint8Array;
  lumpSumUsed: Float64Array; // tax-free cash taken so far, per person (the limit is a lifetime one)
  incomes: TaxIncome[];
  scratch: object | null; // run-path.ts's working state, made on the first path and reused by every other
};

// The forecast runs to the year the younger person reaches this age.
export const maxAge = 100;

const potCodes: Record<Pot, number> = { cash: 0, isa: 1, gia: 2, pensions: 3 };

function birthYearOf(dateOfBirth: string): number {
  if (!parseIsoDate(dateOfBirth)) throw new RangeError(`dateOfBirth must be YYYY-MM-DD: ${dateOfBirth}`);
  return Number(dateOfBirth.slice(0, 4));
}

// The share of its calendar year from a date to 31 December, the date included.
export function shareOfYearFrom(iso: string): number {
  const date = parseIsoDate(iso);
  if (!date) throw new RangeError(`not a date: ${iso}`);
  const start = Date.UTC(date.year, 0, 1);
  const days = (Date.UTC(date.year + 1, 0, 1) - start) / 86_400_000;
  const dayOfYear = (Date.UTC(date.year, date.month - 1, date.day) - start) / 86_400_000;
  return (days - dayOfYear) / days;
}

// UK: State Pension age by the legislated table (money/contribution-age.ts); Ireland: the State Pension
// (Contributory) from 66 (gov.ie "State Pension (Contributory)").
export function statePensionDateOf(person: Pick<ForecastPerson, 'region' | 'dateOfBirth'>): string {
  const date =
    person.region === 'ie' ? irishPrsiEndDate(person.dateOfBirth) : ukStatePensionDate(person.dateOfBirth);
  if (!date) throw new RangeError(`dateOfBirth must be YYYY-MM-DD: ${person.dateOfBirth}`);
  return date;
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
    ...plan.people.flatMap((person) => [
      person.salary,
      person.bonus ?? 0,
      person.selfEmployed ?? 0,
      person.retirementAge,
      person.statePension ?? 0,
    ]),
    ...plan.pensions.flatMap((p) => [p.value, p.employeePercent, p.employerPercent, p.drawdownAge]),
    ...plan.incomes.map((income) => income.annualAmount),
    ...plan.debts.map((debt) => debt.annualPayment),
    ...plan.goals.map((goal) => goal.amount),
  ];
  if (!amounts.every(isAmount)) throw new RangeError('every amount, age and percentage must be a number ≥ 0');
}

// The first age from `asked` at which the minimum pension age allows drawing, and a note when that is later.
function allowedFrom(
  plan: ForecastPlan,
  owner: 0 | 1,
  kind: 'occupational' | 'personal',
  asked: number,
  label: string | null,
  notes: PlanNote[],
): number {
  const person = plan.people[owner] as ForecastPerson;
  const birthYear = birthYearOf(person.dateOfBirth);
  let age = asked;
  while (age < maxAge + 20 && !minimumPensionAgeAllows(person, birthYear, kind, age)) age += 1;
  if (age > asked && !notes.some((n) => n.owner === owner && n.label === label && n.fromAge === age)) {
    notes.push({
      kind: 'minimumPensionAge',
      owner,
      label,
      askedAge: asked,
      fromAge: age,
      region: person.region,
    });
  }
  return age;
}

export function compilePlan(plan: ForecastPlan, assumptions: ForecastAssumptions): CompiledPlan {
  checkAmounts(plan);
  if (!parseIsoDate(plan.today)) throw new RangeError(`today must be YYYY-MM-DD: ${plan.today}`);
  const startYear = Number(plan.today.slice(0, 4));
  const firstYearShare = shareOfYearFrom(plan.today);
  const birthYears = plan.people.map((person) => birthYearOf(person.dateOfBirth));
  const younger = Math.max(...birthYears);
  const years = Math.max(1, younger + maxAge - startYear + 1);
  const people = plan.people.map((person, p): CompiledPerson => {
    const birthYear = birthYears[p] as number;
    const fullRate = person.region === 'ie' ? assumptions.statePension.ie : assumptions.statePension.uk;
    const statePensionDate = statePensionDateOf(person);
    return {
      tax: compileTaxPerson(
        { ...person, birthYear, studentLoans: person.studentLoans ?? [] },
        plan.today,
        years,
      ),
      region: person.region,
      birthYear,
      statePension: person.statePension ?? fullRate,
      statePensionDate,
      statePensionYear: Number(statePensionDate.slice(0, 4)),
      statePensionShare: shareOfYearFrom(statePensionDate),
    };
  });
  const notes: PlanNote[] = [];
  const pensions = plan.pensions.map((pension): CompiledPension => {
    if (!plan.people[pension.owner]) throw new RangeError('a pension belongs to a person not in the plan');
    const inDrawdown = pension.inDrawdown === true;
    if (inDrawdown) return { drawdownAge: 0, taxFreeCashAge: null, inDrawdown };
    const kind = pension.kind ?? 'occupational';
    const label = pension.label ?? null;
    return {
      drawdownAge: allowedFrom(plan, pension.owner, kind, pension.drawdownAge, label, notes),
      taxFreeCashAge:
        pension.taxFreeCashAge === null
          ? null
          : allowedFrom(plan, pension.owner, kind, pension.taxFreeCashAge, label, notes),
      inDrawdown,
    };
  });
  const incomeFromAge = plan.incomes.map((income) => {
    const owner = plan.people[income.owner];
    if (!owner) throw new RangeError('an income belongs to a person not in the plan');
    const ageNow = startYear - (birthYears[income.owner] as number);
    // A pension in payment already, or an income that is not a pension, starts as given.
    if ((income.kind ?? 'pension') !== 'pension' || income.fromAge <= ageNow) return income.fromAge;
    return allowedFrom(plan, income.owner, 'occupational', income.fromAge, income.label ?? null, notes);
  });
  const first = plan.people[0].region;
  return {
    plan,
    assumptions,
    startYear,
    years,
    firstYearShare,
    people,
    taxPeople: people.map((person) => person.tax),
    pensions,
    incomeFromAge,
    younger,
    order: Uint8Array.from(assumptions.drawdownOrder.map((pot) => potCodes[pot])),
    jointAssessment:
      plan.jointAssessment === true &&
      plan.people.length === 2 &&
      plan.people.every((person) => person.region === 'ie'),
    indexAfter: thresholdsFixedUntil(first),
    notes,
    pensionBalance: new Float64Array(plan.pensions.length),
    tfcTaken: new Uint8Array(plan.pensions.length),
    lumpSumUsed: new Float64Array(people.length),
    // Written before read every year; NaN makes every field a double from the start, so the engine's code is not
    // thrown away when a whole-number 0 first becomes a fraction (V8 field representation).
    incomes: people.map(() => ({
      employment: Number.NaN,
      payContribution: Number.NaN,
      selfEmployed: Number.NaN,
      profitContribution: Number.NaN,
      rental: Number.NaN,
      statePension: Number.NaN,
      occupational: Number.NaN,
      drawdown: Number.NaN,
    })),
    scratch: null,
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
