import type { Region } from '../contract/auth.ts';
import { ageInYears, type ClientRecord, personDateOfBirth } from '../factfind/age.ts';
import { annualAmount } from '../factfind/amounts.ts';
import { parseIsoDate } from '../factfind/dates.ts';
import { isRetired } from '../factfind/employment.ts';
import { type IncomeSource, incomeSources, type Owner as SourceOwner } from '../factfind/income-sources.ts';
import type { Viewer } from '../factfind/perspective.ts';
import type { FactFindData } from '../factfind/template.ts';
import { discretionaryExpenses, essentialExpenses } from '../factfind/template-money.ts';
import { readPath } from '../factfind/visibility.ts';
import type { PensionMethod } from '../money/pension-method.ts';
import { defaultTakeHomeRegion, isIrishJointAssessment } from '../money/take-home-defaults.ts';
import type { StudentLoanPlan } from '../money/uk-tax-rules.ts';
import type {
  ForecastDebt,
  ForecastGoal,
  ForecastIncome,
  ForecastPension,
  ForecastPerson,
  ForecastPlan,
} from './plan.ts';

// The forecast's plan (projection.ts) from a client's fact-find, read as totals.ts reads it (the same paths, the
// same yearly amounts, the same incomes: factfind/income-sources.ts), or the figures still needed, in plain words with the fact-find step where each is given.
// How each answer becomes a figure is listed in docs/forecast.md, "From the fact-find".

export type MissingFigure = { label: string; step: string };
export type PlanFromFactFind = { plan: ForecastPlan } | { missing: MissingFigure[] };

type Item = Record<string, unknown>;
type Owner = 0 | 1;

// State Pension age when a pension's own age is not given and its owner does not retire on a salary.
const defaultPensionAge = 67;

function itemsOf(factFind: FactFindData, path: string): Item[] {
  const items = readPath(factFind, path);
  return Array.isArray(items)
    ? items.filter((item): item is Item => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

const amount = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? value : 0;

function wholeNumber(value: unknown): number | null {
  const number = typeof value === 'string' && value.trim() !== '' ? Number(value) : value;
  return typeof number === 'number' && Number.isInteger(number) && number >= 0 ? number : null;
}

// Whose an item is, as shares of it per person: 'client2' is the partner's (when there is one), 'joint' half
// each, anything else the first person's.
function shares(owner: unknown, joint: boolean): [Owner, number][] {
  if (!joint) return [[0, 1]];
  if (owner === 'client2') return [[1, 1]];
  if (owner === 'joint')
    return [
      [0, 0.5],
      [1, 0.5],
    ];
  return [[0, 1]];
}

const sourceShares = (owner: SourceOwner, joint: boolean) => shares(owner, joint);

const personalPensions = new Set(['personal', 'prsa']);
const cashTypes = new Set(['current_account', 'savings', 'nsi', 'state_savings']);
const isaTypes = new Set(['cash_isa', 'stocks_shares_isa']);
const text = (value: unknown) => (typeof value === 'string' && value.trim() !== '' ? value.trim() : null);

const yearOf = (value: unknown) => parseIsoDate(value)?.year ?? null;

function spending(factFind: FactFindData, leaveOut: Set<string>) {
  const sum = (expenses: [string, ...unknown[]][]) =>
    expenses.reduce(
      (total, [key]) =>
        leaveOut.has(key)
          ? total
          : total +
            annualAmount(
              readPath(factFind, `expenditure.${key}`),
              readPath(factFind, `expenditure.${key}_frequency`),
              'monthly',
            ),
      0,
    );
  return { essential: sum(essentialExpenses), lifestyle: sum(discretionaryExpenses) };
}

// Mortgages and loans with a monthly payment, each to its end: a mortgage's years left to run, a loan's end
// date, or else as long as the balance takes to pay at that payment (interest beyond it is not modelled).
function debtsOf(factFind: FactFindData, startYear: number): { debts: ForecastDebt[]; kinds: Set<string> } {
  const debts: ForecastDebt[] = [];
  const kinds = new Set<string>();
  const add = (item: Item, years: number | null, kind: string) => {
    const annualPayment = amount(item.monthly_payment) * 12;
    if (annualPayment === 0) return;
    const term = years ?? Math.ceil(amount(item.balance) / annualPayment);
    kinds.add(kind);
    if (term > 0) debts.push({ annualPayment, endYear: startYear + term - 1 });
  };
  for (const item of itemsOf(factFind, 'liabilities.mortgages')) {
    add(item, wholeNumber(item.term_years), 'mortgage_rent');
  }
  for (const item of itemsOf(factFind, 'liabilities.loans')) {
    const end = yearOf(item.end_date);
    add(item, end === null ? null : Math.max(0, end - startYear + 1), 'debt_payments');
  }
  return { debts, kinds };
}

function goalsOf(factFind: FactFindData, startYear: number): ForecastGoal[] {
  return itemsOf(factFind, 'objectives.goals').flatMap((item) => {
    const year = yearOf(item.target_date);
    const value = amount(item.target_amount);
    return year !== null && year >= startYear && value > 0 ? [{ year, amount: value }] : [];
  });
}

// Who reads what the forecast still needs: a person of the household (1 or 2: "your date of birth" is the reader's,
// "your partner's" the other's, perspective.ts) or the firm, about each person by name ("Michael's date of birth").
export type ForecastReader = Viewer | { client1: string; client2: string };

export function planFromFactFind(
  factFind: FactFindData,
  options: { today: string; region: Region; client?: ClientRecord | null; reader?: ForecastReader },
): PlanFromFactFind {
  const { today, region } = options;
  const startYear = yearOf(today);
  if (startYear === null) throw new RangeError(`today must be YYYY-MM-DD: ${today}`);
  const joint = readPath(factFind, 'joint') === true;
  const persons: (1 | 2)[] = joint ? [1, 2] : [1];
  const missing: MissingFigure[] = [];
  const reader = options.reader ?? 1;
  // A figure of one person's, in the reader's words.
  const whose = (person: 1 | 2, yours: string, partners: string, named: (name: string) => string) => {
    if (typeof reader === 'number') return person === reader ? yours : partners;
    const label = named(person === 1 ? reader.client1 : reader.client2);
    return label.charAt(0).toUpperCase() + label.slice(1);
  };

  // Each income once (factfind/income-sources.ts: a property's rent without a rental income of its own counts too):
  // pay and profit per person; the State Pension as the person's own figure; rent, and benefits, maintenance and
  // other incomes (counted as given: the amount after tax when there is one) from now; a defined benefit pension
  // once, however many steps give it; interest and dividends (the savings modelled grow instead) and income from a
  // pension pot (the pot is modelled) not at all.
  const salaries = [0, 0];
  const bonuses = [0, 0];
  const profits = [0, 0];
  const methods: (PensionMethod | undefined)[] = [undefined, undefined];
  const loans: StudentLoanPlan[][] = [[], []];
  const incomes: ForecastIncome[] = [];
  const statePensions: (number | null)[] = [null, null];
  const definedBenefit: { source: IncomeSource; owner: Owner; amount: number }[] = [];
  let anyIncome = false;
  for (const source of incomeSources(factFind)) {
    const yearly = source.grossYearly;
    if (yearly > 0) anyIncome = true;
    const item = source.item;
    for (const [owner, share] of sourceShares(source.owner, joint)) {
      if (source.kind === 'employment' && source.type !== 'salary') {
        bonuses[owner] = (bonuses[owner] ?? 0) + yearly * share;
      } else if (source.kind === 'employment') {
        salaries[owner] = (salaries[owner] ?? 0) + yearly * share;
        if (item) {
          if (typeof item.pension_method === 'string') methods[owner] = item.pension_method as PensionMethod;
          if (typeof item.student_loan === 'string') loans[owner]?.push(item.student_loan as StudentLoanPlan);
        }
      } else if (source.kind === 'selfEmployed') profits[owner] = (profits[owner] ?? 0) + yearly * share;
      else if (source.kind === 'statePension')
        statePensions[owner] = (statePensions[owner] ?? 0) + yearly * share;
      else if (source.kind === 'occupationalPension' && yearly > 0)
        definedBenefit.push({ source, owner, amount: yearly * share });
      else if (source.kind === 'rental' && yearly > 0)
        incomes.push({
          owner,
          annualAmount: yearly * share,
          fromAge: 0,
          indexed: true,
          kind: 'rental',
          label: source.label,
        });
      else if (source.kind === 'asGiven') {
        const amount = (source.netYearly ?? yearly) * share;
        if (amount > 0)
          incomes.push({
            owner,
            annualAmount: amount,
            fromAge: 0,
            indexed: true,
            kind: 'untaxed',
            label: source.label,
          });
      }
    }
  }

  const people: ForecastPerson[] = [];
  const retirementAges: number[] = [];
  for (const person of persons) {
    const dateOfBirth = personDateOfBirth(person, factFind, options.client ?? null);
    if (!dateOfBirth || ageInYears(dateOfBirth, today) === null) {
      missing.push({
        label: whose(
          person,
          'Your date of birth',
          "Your partner's date of birth",
          (name) => `${name}’s date of birth`,
        ),
        step: 'about-you',
      });
    }
    const status = readPath(factFind, `employment_client${person}.employment_status`);
    const desired = wholeNumber(readPath(factFind, `employment_client${person}.desired_retirement_age`));
    const salary = salaries[person - 1] ?? 0;
    const bonus = bonuses[person - 1] ?? 0;
    const profit = profits[person - 1] ?? 0;
    if (salary + bonus + profit > 0 && desired === null && !isRetired(status)) {
      missing.push({
        label: whose(
          person,
          'The age you would like to retire',
          'The age your partner would like to retire',
          (name) => `The age ${name} would like to retire`,
        ),
        step: 'employment',
      });
    }
    const retirementAge = isRetired(status) ? 0 : (desired ?? 0);
    retirementAges.push(retirementAge);
    const method = methods[person - 1];
    const studentLoans = loans[person - 1] ?? [];
    people.push({
      dateOfBirth: dateOfBirth ?? '',
      region: defaultTakeHomeRegion(factFind, person, region),
      salary,
      ...(bonus > 0 ? { bonus } : {}),
      ...(profit > 0 ? { selfEmployed: profit } : {}),
      retirementAge,
      statePension: statePensions[person - 1] ?? null,
      ...(method ? { pensionMethod: method } : {}),
      ...(studentLoans.length > 0 ? { studentLoans } : {}),
    });
  }

  // A defined benefit pension given both as an income being paid and as a pension (with its age) is one pension:
  // each pension of the pensions step stands for the income of the same scheme (by name), else the first of its
  // owner's not yet matched, and is paid from the pension's age (now, if that is past).
  const matched = new Set<(typeof definedBenefit)[number]>();
  const pensions: ForecastPension[] = [];
  for (const item of itemsOf(factFind, 'pensions.items')) {
    const owner: Owner = joint && item.owner === 'client2' ? 1 : 0;
    const ownAge = wholeNumber(item.retirement_age);
    const age = ownAge ?? (retirementAges[owner] || defaultPensionAge);
    const label = text(item.provider);
    if (item.type === 'state') {
      if (amount(item.projected_income) > 0) statePensions[owner] = amount(item.projected_income);
      const person = people[owner];
      if (person && statePensions[owner] !== null) person.statePension = statePensions[owner];
    } else if (item.type === 'defined_benefit') {
      const candidates = definedBenefit.filter((income) => !matched.has(income) && income.owner === owner);
      const income =
        candidates.find(
          (candidate) => label !== null && candidate.source.label?.toLowerCase() === label.toLowerCase(),
        ) ?? candidates[0];
      if (income) matched.add(income);
      const yearly = amount(item.projected_income) || (income?.amount ?? 0);
      if (yearly > 0)
        incomes.push({ owner, annualAmount: yearly, fromAge: age, indexed: true, kind: 'pension', label });
    } else if (amount(item.current_value) > 0) {
      const drawing = item.in_drawdown === true;
      pensions.push({
        owner,
        value: amount(item.current_value),
        employeePercent: amount(item.employee_contribution),
        employerPercent: amount(item.employer_contribution),
        drawdownAge: drawing ? 0 : age,
        // Already drawing: the tax-free lump sum is taken as already gone.
        taxFreeCashAge: drawing ? null : age,
        kind: personalPensions.has(String(item.type)) ? 'personal' : 'occupational',
        ...(drawing ? { inDrawdown: true } : {}),
        label,
      });
    }
  }
  for (const income of definedBenefit) {
    if (!matched.has(income))
      incomes.push({
        owner: income.owner,
        annualAmount: income.amount,
        fromAge: 0,
        indexed: true,
        kind: 'pension',
        label: income.source.label,
      });
  }
  if (!anyIncome && pensions.length === 0 && !incomes.some((income) => income.annualAmount > 0)) {
    missing.push({
      label: typeof reader === 'number' ? 'Your income' : 'The client’s income',
      step: 'income',
    });
  }

  const { debts, kinds } = debtsOf(factFind, startYear);
  // A mortgage or loan given with its payment is paid to its end; the same payment in the spending step would
  // be counted twice and never end, so that line is left out.
  const spent = spending(factFind, kinds);
  if (spent.essential + spent.lifestyle === 0)
    missing.push({
      label: typeof reader === 'number' ? 'Your spending' : 'The client’s spending',
      step: 'expenditure',
    });
  if (missing.length > 0) return { missing };

  let cash = 0;
  let isa = 0;
  let gia = 0;
  for (const item of itemsOf(factFind, 'investments.items')) {
    const value = amount(item.value);
    if (cashTypes.has(String(item.type))) cash += value;
    else if (isaTypes.has(String(item.type))) isa += value;
    else gia += value;
  }

  const [first, second] = people as [ForecastPerson, ForecastPerson?];
  return {
    plan: {
      today,
      people: second ? [first, second] : [first],
      cash,
      isa,
      gia,
      pensions,
      incomes,
      spending: spent,
      debts,
      goals: goalsOf(factFind, startYear),
      ...(isIrishJointAssessment(factFind, region) ? { jointAssessment: true } : {}),
    },
  };
}
