import {
  calculateHouseholdTax,
  noIncome,
  type PersonTaxYear,
  type YearIncomes,
} from '../money/income-tax.ts';
import type { PensionMethod } from '../money/pension-method.ts';
import type { TakeHomeRegion } from '../money/take-home.ts';
import type { TaxYear } from '../money/tax-year.ts';
import type { StudentLoanPlan } from '../money/uk-tax-rules.ts';
import { toMajor, toPence, yearlyPence } from './amounts.ts';
import { type IncomeSource, incomeSources } from './income-sources.ts';
import type { FactFindData } from './template.ts';
import { ownedStatuses } from './template-fields.ts';
import { discretionaryExpenses, essentialExpenses } from './template-money.ts';
import { readPath } from './visibility.ts';

// The household's figures, computed here only: the client's review page, /finances, the adviser's fact-find tab,
// GET …/finances/summary and the fact-find PDF all show what this returns (docs/ARCHITECTURE.md, "One set of
// figures"). Net worth (assets − liabilities), monthly income before and after tax, outgoings and the surplus or
// shortfall. Amounts are summed in pence and rounded once, so each total is whole pence and net worth and surplus
// are exactly the difference of the totals shown.

type Item = Record<string, unknown>;

function itemsOf(factFind: FactFindData, path: string): Item[] {
  const items = readPath(factFind, path);
  return Array.isArray(items)
    ? items.filter((item): item is Item => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

const sumPence = (items: Item[], value: (item: Item) => number) =>
  items.reduce((total, item) => total + value(item), 0);

// The take-home pay of a salary a year, in pounds or euros, or null when it is not known (yet).
export type SalaryNet = (item: Item, index: number) => number | null;

// Whose tax rules apply to each person's incomes (money/salary-take-home.ts householdTaxBasis): their region, the
// tax year in force and their date of birth, and whether an Irish married couple is assessed jointly. Without it,
// an income other than a salary counts before tax unless its amount after tax is given.
export type HouseholdTaxBasis = {
  people: Record<
    'client1' | 'client2',
    { region: TakeHomeRegion; taxYear: TaxYear; dateOfBirth: string | null }
  >;
  jointAssessment: boolean;
};

// An account the adviser records in the client's portfolio, at its latest valuation (the sum of its holdings).
export type ManagedAccount = { provider: string; reference: string; value: number };

export type FactFindTotals = {
  assets: {
    home: number;
    property: number;
    cashAndInvestments: number;
    // "Investments we look after": the adviser-recorded portfolio's latest valuation.
    managed: number;
    pensions: number;
    total: number;
  };
  liabilities: { mortgages: number; loans: number; creditCards: number; total: number };
  netWorth: number;
  monthlyIncome: {
    gross: number;
    net: number;
    // Incomes counted before tax in `net`: no amount after tax was given, or the take-home is not known.
    grossOnlyCount: number;
  };
  monthlyOutgoings: { essential: number; discretionary: number; total: number };
  // Net monthly income less outgoings; negative is a shortfall.
  monthlySurplus: number;
};

// Pension pots: a defined benefit scheme or a State Pension is an income to come, not a value held.
const potlessPensions = new Set(['defined_benefit', 'state']);

// An account's identity for "recorded in both": provider and reference, ignoring case and spacing. An account
// without a reference has no identity: two accounts at one provider without references may well differ.
export function accountKey(provider: unknown, reference: unknown): string | null {
  const clean = (value: unknown) =>
    typeof value === 'string' ? value.trim().replace(/\s+/g, ' ').toLowerCase() : '';
  const ref = clean(reference);
  const at = clean(provider);
  return ref && at ? `${at}\u0000${ref}` : null;
}

// A fact-find account the adviser also records in the portfolio counts once, at the portfolio's valuation.
function isManaged(item: Item, managed: ReadonlySet<string>): boolean {
  const key = accountKey(item.provider, item.reference);
  return key !== null && managed.has(key);
}

function assetsPence(factFind: FactFindData, portfolio: readonly ManagedAccount[]) {
  const managedKeys = new Set(
    portfolio.flatMap((account) => accountKey(account.provider, account.reference) ?? []),
  );
  const isOwned = ownedStatuses.includes(String(readPath(factFind, 'current_address.ownership_status')));
  const home = isOwned ? toPence(readPath(factFind, 'current_address.valuation')) : 0;
  const property = sumPence(itemsOf(factFind, 'property.items'), (item) => {
    const share = item.ownership_share;
    const fraction = typeof share === 'number' && share >= 0 && share <= 100 ? share / 100 : 1;
    // Whole pence per item: sums of integers do not depend on the order of the items.
    return Math.round(toPence(item.value) * fraction);
  });
  const cashAndInvestments = sumPence(itemsOf(factFind, 'investments.items'), (item) =>
    isManaged(item, managedKeys) ? 0 : toPence(item.value),
  );
  const managed = portfolio.reduce((total, account) => total + toPence(account.value), 0);
  const pensions = sumPence(itemsOf(factFind, 'pensions.items'), (item) =>
    potlessPensions.has(String(item.type)) || isManaged(item, managedKeys) ? 0 : toPence(item.current_value),
  );
  return { home, property, cashAndInvestments, managed, pensions };
}

function liabilitiesPence(factFind: FactFindData) {
  const balance = (path: string) => sumPence(itemsOf(factFind, path), (item) => toPence(item.balance));
  return {
    mortgages: balance('liabilities.mortgages'),
    loans: balance('liabilities.loans'),
    creditCards: balance('liabilities.credit_cards'),
  };
}

// The kinds of income the take-home engine taxes (money/income-tax.ts YearIncomes); the rest count as given.
const taxedKinds = new Set<IncomeSource['kind']>([
  'employment',
  'selfEmployed',
  'rental',
  'statePension',
  'occupationalPension',
  'pensionDrawdown',
]);
const people = ['client1', 'client2'] as const;

function sharesOf(source: IncomeSource): [(typeof people)[number], number][] {
  return source.owner === 'joint'
    ? [
        ['client1', 0.5],
        ['client2', 0.5],
      ]
    : [[source.owner, 1]];
}

const isSalary = (source: IncomeSource) => source.type === 'salary';

// A person's year of incomes for the engine, in pence: their salaries' pension contributions and student loans as the
// take-home question of each salary gives them (money/salary-take-home.ts salaryTakeHomeParams).
function yearIncomesOf(sources: { source: IncomeSource; pence: number }[]): YearIncomes {
  const incomes = { ...noIncome, studentLoans: [] as StudentLoanPlan[] };
  const field: Partial<Record<IncomeSource['kind'], keyof YearIncomes>> = {
    employment: 'employment',
    selfEmployed: 'selfEmployed',
    rental: 'rental',
    statePension: 'statePension',
    occupationalPension: 'occupationalPension',
    pensionDrawdown: 'pensionDrawdown',
  };
  for (const { source, pence } of sources) {
    const key = field[source.kind];
    if (!key) continue;
    (incomes[key] as number) += pence;
    const item = source.item;
    if (!item || !isSalary(source)) continue;
    const percent = typeof item.pension_percent === 'number' ? item.pension_percent : 0;
    if (percent > 0) {
      incomes.pensionContribution += Math.round((pence * percent) / 100);
      if (typeof item.pension_method === 'string')
        incomes.pensionMethod = item.pension_method as PensionMethod;
    }
    if (typeof item.student_loan === 'string')
      incomes.studentLoans.push(item.student_loan as StudentLoanPlan);
  }
  return incomes;
}

// What each person's incomes other than salaries take in tax, NI or PRSI: the engine's figure for all their taxed
// incomes less its figure for their salaries alone as single people (which each salary's take-home already counts),
// in pence. For an Irish couple assessed jointly the first figure is the couple's, so what joint assessment saves
// on the salaries is in it too.
function taxOnOthers(
  taxed: IncomeSource[],
  basis: HouseholdTaxBasis,
): Record<(typeof people)[number], number> {
  const byPerson = (onlySalaries: boolean): PersonTaxYear[] =>
    people.map((person) => ({
      ...basis.people[person],
      incomes: yearIncomesOf(
        taxed.flatMap((source) =>
          onlySalaries && !isSalary(source)
            ? []
            : sharesOf(source)
                .filter(([owner]) => owner === person)
                .map(([, share]) => ({ source, pence: Math.round(toPence(source.grossYearly) * share) })),
        ),
      ),
    }));
  const deductions = (years: ReturnType<typeof calculateHouseholdTax>) =>
    years.map((year) => year.gross - year.net);
  const all = deductions(calculateHouseholdTax(byPerson(false), { jointAssessment: basis.jointAssessment }));
  const salaries = deductions(calculateHouseholdTax(byPerson(true), { jointAssessment: false }));
  return {
    client1: (all[0] ?? 0) - (salaries[0] ?? 0),
    client2: (all[1] ?? 0) - (salaries[1] ?? 0),
  };
}

function incomePence(
  factFind: FactFindData,
  salaryNet: SalaryNet | undefined,
  basis: HouseholdTaxBasis | undefined,
) {
  // Summed as whole pence a year and divided into months once, so the totals do not depend on item order.
  const sources = incomeSources(factFind);
  // Incomes other than salaries that the engine taxes: each person's tax on them, shared in proportion to them.
  const others = sources.filter(
    (source) => taxedKinds.has(source.kind) && !isSalary(source) && source.grossYearly > 0,
  );
  const taxed = sources.filter((source) => taxedKinds.has(source.kind));
  const othersTax = basis && (others.length > 0 || basis.jointAssessment) ? taxOnOthers(taxed, basis) : null;
  const othersGross = { client1: 0, client2: 0 };
  for (const source of others)
    for (const [owner, share] of sharesOf(source)) othersGross[owner] += toPence(source.grossYearly) * share;

  let grossYearly = 0;
  let netYearly = 0;
  // A person with no other income still gains what joint assessment saves on their salary.
  for (const person of people) if (othersTax && othersGross[person] === 0) netYearly -= othersTax[person];
  let grossOnlyCount = 0;
  for (const source of sources) {
    const gross = toPence(source.grossYearly);
    grossYearly += gross;
    let net: number | null = null;
    if (isSalary(source)) {
      const annual = source.item && source.index !== null ? salaryNet?.(source.item, source.index) : null;
      if (typeof annual === 'number' && Number.isFinite(annual)) net = toPence(annual);
    } else if (source.netYearly !== null) {
      net = toPence(source.netYearly);
    } else if (othersTax && others.includes(source)) {
      net = gross;
      for (const [owner, share] of sharesOf(source)) {
        if (othersGross[owner] > 0) net -= (othersTax[owner] * gross * share) / othersGross[owner];
      }
    }
    if (net === null && gross > 0) grossOnlyCount += 1;
    netYearly += net ?? gross;
  }
  return { gross: Math.round(grossYearly / 12), net: Math.round(netYearly / 12), grossOnlyCount };
}

function outgoingsPence(factFind: FactFindData) {
  const yearly = (key: string) =>
    yearlyPence(
      readPath(factFind, `expenditure.${key}`),
      readPath(factFind, `expenditure.${key}_frequency`),
      'monthly',
    );
  const sum = (expenses: [string, ...unknown[]][]) =>
    Math.round(expenses.reduce((total, [key]) => total + yearly(key), 0) / 12);
  return { essential: sum(essentialExpenses), discretionary: sum(discretionaryExpenses) };
}

export function factFindTotals(
  factFind: FactFindData,
  options: {
    salaryNet?: SalaryNet;
    portfolio?: readonly ManagedAccount[];
    taxBasis?: HouseholdTaxBasis;
  } = {},
): FactFindTotals {
  const assets = assetsPence(factFind, options.portfolio ?? []);
  const assetsTotal =
    assets.home + assets.property + assets.cashAndInvestments + assets.managed + assets.pensions;
  const liabilities = liabilitiesPence(factFind);
  const liabilitiesTotal = liabilities.mortgages + liabilities.loans + liabilities.creditCards;
  const income = incomePence(factFind, options.salaryNet, options.taxBasis);
  const outgoings = outgoingsPence(factFind);
  const outgoingsTotal = outgoings.essential + outgoings.discretionary;
  return {
    assets: {
      home: toMajor(assets.home),
      property: toMajor(assets.property),
      cashAndInvestments: toMajor(assets.cashAndInvestments),
      managed: toMajor(assets.managed),
      pensions: toMajor(assets.pensions),
      total: toMajor(assetsTotal),
    },
    liabilities: {
      mortgages: toMajor(liabilities.mortgages),
      loans: toMajor(liabilities.loans),
      creditCards: toMajor(liabilities.creditCards),
      total: toMajor(liabilitiesTotal),
    },
    netWorth: toMajor(assetsTotal - liabilitiesTotal),
    monthlyIncome: {
      gross: toMajor(income.gross),
      net: toMajor(income.net),
      grossOnlyCount: income.grossOnlyCount,
    },
    monthlyOutgoings: {
      essential: toMajor(outgoings.essential),
      discretionary: toMajor(outgoings.discretionary),
      total: toMajor(outgoingsTotal),
    },
    monthlySurplus: toMajor(income.net - outgoingsTotal),
  };
}
