import type { Region } from '../contract/auth.ts';
import { ageInYears, type ClientRecord, personDateOfBirth } from '../factfind/age.ts';
import { parseIsoDate } from '../factfind/dates.ts';
import { isRetired } from '../factfind/employment.ts';
import type { FactFindData } from '../factfind/template.ts';
import { discretionaryExpenses, essentialExpenses } from '../factfind/template-money.ts';
import { annualAmount } from '../factfind/totals.ts';
import { readPath } from '../factfind/visibility.ts';
import { defaultTakeHomeRegion } from '../money/take-home-defaults.ts';
import type {
  ForecastDebt,
  ForecastGoal,
  ForecastIncome,
  ForecastPension,
  ForecastPerson,
  ForecastPlan,
} from './projection.ts';

// The forecast's plan (projection.ts) from a client's fact-find, read as totals.ts reads it (the same paths, the
// same yearly amounts), or the figures still needed, in plain words with the fact-find step where each is given.
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

const earnedTypes = new Set(['salary', 'bonus', 'overtime', 'self_employed']);
// Incomes the plan already holds another way (interest and dividends come from the savings modelled; a pension
// pot's income from the pot; the State Pension is the person's own figure) are not counted twice.
const notAnIncome = new Set(['interest', 'dividends', 'dc_pension', 'state_pension']);
const cashTypes = new Set(['current_account', 'savings', 'nsi', 'state_savings']);
const isaTypes = new Set(['cash_isa', 'stocks_shares_isa']);

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

export function planFromFactFind(
  factFind: FactFindData,
  options: { today: string; region: Region; client?: ClientRecord | null },
): PlanFromFactFind {
  const { today, region } = options;
  const startYear = yearOf(today);
  if (startYear === null) throw new RangeError(`today must be YYYY-MM-DD: ${today}`);
  const joint = readPath(factFind, 'joint') === true;
  const persons: (1 | 2)[] = joint ? [1, 2] : [1];
  const missing: MissingFigure[] = [];
  const whose = (person: 1 | 2, yours: string, partners: string) => (person === 1 ? yours : partners);

  const salaries = [0, 0];
  const incomes: ForecastIncome[] = [];
  const statePensions: (number | null)[] = [null, null];
  let anyIncome = false;
  for (const item of itemsOf(factFind, 'income.items')) {
    const yearly = annualAmount(item.gross_amount, item.gross_amount_frequency, 'annually');
    if (yearly > 0) anyIncome = true;
    for (const [owner, share] of shares(item.owner, joint)) {
      if (earnedTypes.has(String(item.type))) salaries[owner] = (salaries[owner] ?? 0) + yearly * share;
      else if (item.type === 'state_pension')
        statePensions[owner] = (statePensions[owner] ?? 0) + yearly * share;
      else if (!notAnIncome.has(String(item.type)) && yearly > 0) {
        incomes.push({ owner, annualAmount: yearly * share, fromAge: 0, indexed: true });
      }
    }
  }

  const people: ForecastPerson[] = [];
  const retirementAges: number[] = [];
  for (const person of persons) {
    const dateOfBirth = personDateOfBirth(person, factFind, options.client ?? null);
    if (!dateOfBirth || ageInYears(dateOfBirth, today) === null) {
      missing.push({
        label: whose(person, 'Your date of birth', "Your partner's date of birth"),
        step: 'about-you',
      });
    }
    const status = readPath(factFind, `employment_client${person}.employment_status`);
    const desired = wholeNumber(readPath(factFind, `employment_client${person}.desired_retirement_age`));
    const salary = salaries[person - 1] ?? 0;
    if (salary > 0 && desired === null && !isRetired(status)) {
      missing.push({
        label: whose(person, 'The age you would like to retire', 'The age your partner would like to retire'),
        step: 'employment',
      });
    }
    const retirementAge = isRetired(status) ? 0 : (desired ?? 0);
    retirementAges.push(retirementAge);
    people.push({
      dateOfBirth: dateOfBirth ?? '',
      region: defaultTakeHomeRegion(factFind, person, region),
      salary,
      retirementAge,
      statePension: statePensions[person - 1] ?? null,
    });
  }

  const pensions: ForecastPension[] = [];
  for (const item of itemsOf(factFind, 'pensions.items')) {
    const owner: Owner = joint && item.owner === 'client2' ? 1 : 0;
    const ownAge = wholeNumber(item.retirement_age);
    const age = ownAge ?? (retirementAges[owner] || defaultPensionAge);
    if (item.type === 'state') {
      if (amount(item.projected_income) > 0) statePensions[owner] = amount(item.projected_income);
      const person = people[owner];
      if (person && statePensions[owner] !== null) person.statePension = statePensions[owner];
    } else if (item.type === 'defined_benefit') {
      const yearly = amount(item.projected_income);
      if (yearly > 0) incomes.push({ owner, annualAmount: yearly, fromAge: age, indexed: true });
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
      });
    }
  }
  if (!anyIncome && pensions.length === 0 && !incomes.some((income) => income.annualAmount > 0)) {
    missing.push({ label: 'Your income', step: 'income' });
  }

  const { debts, kinds } = debtsOf(factFind, startYear);
  // A mortgage or loan given with its payment is paid to its end; the same payment in the spending step would
  // be counted twice and never end, so that line is left out.
  const spent = spending(factFind, kinds);
  if (spent.essential + spent.lifestyle === 0) missing.push({ label: 'Your spending', step: 'expenditure' });
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
    },
  };
}
