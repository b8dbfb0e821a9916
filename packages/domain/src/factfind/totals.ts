import type { FactFindData } from './template.ts';
import { type Frequency, frequencies, ownedStatuses } from './template-fields.ts';
import { discretionaryExpenses, essentialExpenses } from './template-money.ts';
import { readPath } from './visibility.ts';

// The household's figures, computed here only: the client's review page, /finances, the adviser's fact-find tab,
// GET …/finances/summary and the fact-find PDF all show what this returns (docs/ARCHITECTURE.md, "One set of
// figures"). Net worth (assets − liabilities), monthly income before and after tax, outgoings and the surplus or
// shortfall. Amounts are summed in pence and rounded once, so each total is whole pence and net worth and surplus
// are exactly the difference of the totals shown.

const perYear: Record<Frequency, number> = {
  weekly: 52,
  fortnightly: 26,
  four_weekly: 13,
  monthly: 12,
  quarterly: 4,
  annually: 1,
};

export const isFrequency = (value: unknown): value is Frequency =>
  typeof value === 'string' && (frequencies as readonly string[]).includes(value);

// An amount in whole pence (or cents); 0 for anything that is not a positive amount.
const toPence = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;

const toMajor = (pence: number) => Math.round(pence) / 100;

// Pence a year of an amount paid at a frequency; an unknown frequency is read as `fallback` (the frequency
// the questionnaire shows until another is chosen).
function yearlyPence(amount: unknown, frequency: unknown, fallback: Frequency): number {
  return toPence(amount) * perYear[isFrequency(frequency) ? frequency : fallback];
}

export function annualAmount(amount: unknown, frequency: unknown, fallback: Frequency): number {
  return toMajor(yearlyPence(amount, frequency, fallback));
}

export function monthlyAmount(amount: unknown, frequency: unknown, fallback: Frequency): number {
  return toMajor(yearlyPence(amount, frequency, fallback) / 12);
}

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

function incomePence(factFind: FactFindData, salaryNet: SalaryNet | undefined) {
  // Summed as whole pence a year and divided into months once, so the totals do not depend on item order.
  let grossYearly = 0;
  let netYearly = 0;
  let grossOnlyCount = 0;
  itemsOf(factFind, 'income.items').forEach((item, index) => {
    const frequency = item.gross_amount_frequency;
    const itemGross = yearlyPence(item.gross_amount, frequency, 'annually');
    grossYearly += itemGross;
    let itemNet: number | null = null;
    if (item.type === 'salary') {
      const annual = salaryNet?.(item, index);
      if (typeof annual === 'number' && Number.isFinite(annual)) itemNet = toPence(annual);
    } else if (typeof item.net_amount === 'number') {
      itemNet = yearlyPence(item.net_amount, frequency, 'annually');
    }
    if (itemNet === null && itemGross > 0) grossOnlyCount += 1;
    netYearly += itemNet ?? itemGross;
  });
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
  options: { salaryNet?: SalaryNet; portfolio?: readonly ManagedAccount[] } = {},
): FactFindTotals {
  const assets = assetsPence(factFind, options.portfolio ?? []);
  const assetsTotal =
    assets.home + assets.property + assets.cashAndInvestments + assets.managed + assets.pensions;
  const liabilities = liabilitiesPence(factFind);
  const liabilitiesTotal = liabilities.mortgages + liabilities.loans + liabilities.creditCards;
  const income = incomePence(factFind, options.salaryNet);
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
