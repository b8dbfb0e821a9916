import { formatMoney } from '../money/format.ts';
import { monthlyAmount } from './amounts.ts';
import type { FactFindData } from './template.ts';
import { accountKey, type FactFindTotals, type ManagedAccount } from './totals.ts';
import { isVisible, readPath } from './visibility.ts';

// The totals under each section of the fact-find that holds money, by the section's key, as the client's review
// page, the adviser's read-only fact-find and the fact-find PDF all show them. A figure the household's totals
// already hold (net worth's parts, monthly income, outgoings) is taken from them (./totals.ts), so a list's total
// is the figure counted in net worth or income, never a second sum: amounts at other frequencies are counted a
// month, a property at the share owned, an account the firm also records once, under "Investments we look after".
// The rest are sums of one list, each with its period: a month for what is paid regularly, none for an amount
// held or owed.

export type SectionTotal = {
  label: string;
  amount: number;
  // How often the amount is paid or received; null for an amount held, owed or needed once.
  period: 'month' | 'year' | null;
  // Why the total is not the sum of the amounts listed above it.
  note?: string;
};

type Item = Record<string, unknown>;

function itemsOf(factFind: FactFindData, path: string): Item[] {
  const items = readPath(factFind, path);
  return Array.isArray(items)
    ? items.filter((item): item is Item => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

const amountOf = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;

// A list's sum in pence, turned into pounds once; null when no item gives the amount (no total to show).
function sumOf(items: Item[], pence: (item: Item) => number): number | null {
  const given = items.map(pence).filter((value) => value > 0);
  return given.length === 0 ? null : given.reduce((total, value) => total + value, 0) / 100;
}

const monthlyPence = (amount: unknown, frequency: unknown) =>
  Math.round(monthlyAmount(amount, frequency, 'monthly') * 100);

const optional = (label: string, amount: number | null, period: SectionTotal['period']): SectionTotal[] =>
  amount === null ? [] : [{ label, amount, period }];

const accounts = (count: number) => (count === 1 ? '1 account' : `${count} accounts`);

// The items the firm also records in its portfolio: counted once, under "Investments we look after".
function managedCount(items: Item[], portfolio: readonly ManagedAccount[]): number {
  const keys = new Set(portfolio.flatMap((account) => accountKey(account.provider, account.reference) ?? []));
  return items.filter((item) => {
    const key = accountKey(item.provider, item.reference);
    return key !== null && keys.has(key);
  }).length;
}

const potless = new Set(['defined_benefit', 'state']);

function investmentTotals(
  factFind: FactFindData,
  totals: FactFindTotals,
  portfolio: readonly ManagedAccount[],
) {
  const items = itemsOf(factFind, 'investments.items');
  const managed = managedCount(items, portfolio);
  return [
    {
      label: 'Total value',
      amount: totals.assets.cashAndInvestments,
      period: null,
      ...(managed > 0
        ? { note: `Not counting ${accounts(managed)} also in the portfolio we look after, counted there.` }
        : {}),
    },
    ...(totals.assets.managed > 0
      ? [{ label: 'Investments we look after', amount: totals.assets.managed, period: null }]
      : []),
    ...optional(
      'Paid in regularly',
      sumOf(items, (item) => monthlyPence(item.regular_contribution, item.regular_contribution_frequency)),
      'month',
    ),
  ] satisfies SectionTotal[];
}

function pensionTotals(factFind: FactFindData, totals: FactFindTotals, portfolio: readonly ManagedAccount[]) {
  const items = itemsOf(factFind, 'pensions.items');
  const managed = managedCount(
    items.filter((item) => !potless.has(String(item.type))),
    portfolio,
  );
  return [
    {
      label: 'Total value of pension pots',
      amount: totals.assets.pensions,
      period: null,
      ...(managed > 0
        ? { note: `Not counting ${accounts(managed)} also in the portfolio we look after, counted there.` }
        : {}),
    },
    ...optional(
      'Expected income from defined benefit and State Pensions',
      sumOf(items, (item) => (potless.has(String(item.type)) ? amountOf(item.projected_income) : 0)),
      'year',
    ),
  ] satisfies SectionTotal[];
}

// Cover is paid as a lump sum, or as an income a month or a year: never added together.
function protectionTotals(factFind: FactFindData) {
  const items = itemsOf(factFind, 'protection.items');
  const basis = (item: Item) => item.benefit_basis;
  return [
    ...optional(
      'Cover paid as a lump sum',
      sumOf(items, (item) => (basis(item) === 'lump_sum' ? amountOf(item.benefit_amount) : 0)),
      null,
    ),
    ...optional(
      'Cover paid as an income',
      sumOf(items, (item) =>
        basis(item) === 'monthly' || basis(item) === 'annual'
          ? monthlyPence(item.benefit_amount, basis(item) === 'monthly' ? 'monthly' : 'annually')
          : 0,
      ),
      'month',
    ),
    ...optional(
      'Cover not said how it is paid',
      sumOf(items, (item) => (typeof basis(item) === 'string' ? 0 : amountOf(item.benefit_amount))),
      null,
    ),
    ...optional(
      'Premiums',
      sumOf(items, (item) => monthlyPence(item.premium, item.premium_frequency)),
      'month',
    ),
  ] satisfies SectionTotal[];
}

function debtTotals(factFind: FactFindData, path: string, outstanding: number): SectionTotal[] {
  const items = itemsOf(factFind, path);
  return [
    { label: 'Total outstanding', amount: outstanding, period: null },
    ...optional(
      'Monthly payments',
      sumOf(items, (item) => amountOf(item.monthly_payment)),
      'month',
    ),
  ];
}

export function sectionTotals(
  factFind: FactFindData,
  totals: FactFindTotals,
  portfolio: readonly ManagedAccount[] = [],
): Record<string, SectionTotal[]> {
  const dependants = itemsOf(factFind, 'dependants.items');
  return {
    ...(totals.assets.home > 0
      ? { current_address: [{ label: 'Counted in net worth', amount: totals.assets.home, period: null }] }
      : {}),
    ...(dependants.length > 0
      ? {
          dependants_items: optional(
            'Future costs to plan for',
            sumOf(dependants, (item) =>
              isVisible({ path: 'item.future_need', isFilled: true }, factFind, { item })
                ? amountOf(item.future_need_amount)
                : 0,
            ),
            null,
          ),
        }
      : {}),
    income_items: [
      { label: 'Income before tax', amount: totals.monthlyIncome.gross, period: 'month' },
      { label: 'Income after tax', amount: totals.monthlyIncome.net, period: 'month' },
    ],
    expenditure_essential: [
      { label: 'Essential spending', amount: totals.monthlyOutgoings.essential, period: 'month' },
    ],
    expenditure_discretionary: [
      { label: 'Lifestyle spending', amount: totals.monthlyOutgoings.discretionary, period: 'month' },
    ],
    property_items: [
      {
        label: 'Total value owned',
        amount: totals.assets.property,
        period: null,
        ...(itemsOf(factFind, 'property.items').some(
          (item) => typeof item.ownership_share === 'number' && item.ownership_share < 100,
        )
          ? { note: 'Each property counted at the share owned.' }
          : {}),
      },
    ],
    investment_items: investmentTotals(factFind, totals, portfolio),
    pension_items: pensionTotals(factFind, totals, portfolio),
    mortgage_items: debtTotals(factFind, 'liabilities.mortgages', totals.liabilities.mortgages),
    loan_items: debtTotals(factFind, 'liabilities.loans', totals.liabilities.loans),
    credit_card_items: debtTotals(factFind, 'liabilities.credit_cards', totals.liabilities.creditCards),
    protection_items: protectionTotals(factFind),
    objective_items: optional(
      'Amounts needed for these goals',
      sumOf(itemsOf(factFind, 'objectives.goals'), (item) => amountOf(item.target_amount)),
      null,
    ),
  };
}

// A total as it is written: '£6,541.67 a month', '£105,000'.
export function totalText(total: SectionTotal, symbol: string): string {
  return `${formatMoney(total.amount, symbol)}${total.period ? ` a ${total.period}` : ''}`;
}
