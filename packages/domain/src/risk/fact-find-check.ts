import type { FactFindData } from '../factfind/template.ts';
import { factFindTotals } from '../factfind/totals.ts';
import { readPath } from '../factfind/visibility.ts';

// Capacity for loss checked against what the fact-find records (docs/attitude-to-risk.md, "Version 3"): the cash
// the household can reach quickly, less the debts that cash would clear first, as months of its essential
// outgoings, read as an answer to the questionnaire's own emergency-savings question. The FCA's guidance on
// suitability (FG11/05) describes capacity for loss as the ability to absorb falls without a materially
// detrimental effect on the standard of living: a client's own estimate of their savings is checked against the
// figures they gave, and the lower stands.

// What the fact-find said when the questionnaire was submitted, kept with the result so that a later change to the
// fact-find never changes a result already given. Amounts in the household's currency.
export type FactFindCapacityEvidence = {
  // The household's currency symbol, '£' or '€'.
  currency: string;
  // Current and savings (deposit) accounts, cash ISAs, NS&I and State Savings: money reachable within days whose
  // value does not fall. Null while the fact-find records no savings and investments at all.
  quickAccessCash: number | null;
  // Credit card balances and overdrafts: debts payable now, which that cash would clear first (loans and mortgages
  // are repaid by instalments, already among the essential outgoings). 0 when none are recorded.
  debtsDueNow: number;
  // Essential outgoings a month (factFindTotals); null while none are recorded.
  essentialMonthly: number | null;
  // Whether anyone depends on the household financially; null while the fact-find does not say.
  hasDependants: boolean | null;
};

// MoneyHelper's rule of thumb: at least three months' essential outgoings in an easy-access account.
export const minimumEmergencyMonths = 3;

const quickAccessTypes = new Set(['current_account', 'savings', 'cash_isa', 'nsi', 'state_savings']);

type Item = Record<string, unknown>;

function itemsOf(factFind: FactFindData, path: string): Item[] {
  const items = readPath(factFind, path);
  return Array.isArray(items)
    ? items.filter((item): item is Item => item !== null && typeof item === 'object' && !Array.isArray(item))
    : [];
}

// Whole pence of a positive amount, 0 for anything else: summed in pence, as totals.ts sums.
const pence = (value: unknown) =>
  typeof value === 'number' && Number.isFinite(value) && value > 0 ? Math.round(value * 100) : 0;

function dependantsOf(factFind: FactFindData): boolean | null {
  const answer = readPath(factFind, 'dependants.has_dependants');
  if (answer !== true) return answer === false ? false : null;
  const items = itemsOf(factFind, 'dependants.items');
  // Everyone listed marked as not financially dependent: no one depends on the household's money after all.
  return items.length === 0 || items.some((item) => item.financially_dependent !== false);
}

// The evidence of a fact-find as the person answering reads it (a category they may not read is left out, and so
// counts as not recorded).
export function factFindCapacityEvidence(factFind: FactFindData, currency: string): FactFindCapacityEvidence {
  const totals = factFindTotals(factFind);
  const hasAccounts = readPath(factFind, 'investments') !== undefined;
  const cash = itemsOf(factFind, 'investments.items')
    .filter((item) => quickAccessTypes.has(String(item.type)))
    .reduce((total, item) => total + pence(item.value), 0);
  const overdrafts = itemsOf(factFind, 'liabilities.loans')
    .filter((item) => item.type === 'overdraft')
    .reduce((total, item) => total + pence(item.balance), 0);
  return {
    currency,
    quickAccessCash: hasAccounts ? cash / 100 : null,
    debtsDueNow: (pence(totals.liabilities.creditCards) + overdrafts) / 100,
    essentialMonthly: totals.monthlyOutgoings.essential > 0 ? totals.monthlyOutgoings.essential : null,
    hasDependants: dependantsOf(factFind),
  };
}

export type EmergencyAnswer = 1 | 2 | 3 | 4 | 5;

// The emergency fund the fact-find shows: months of essential outgoings the quick-access cash, less debts due now,
// would pay (never below 0), and the answer to "If your income stopped, how long could you pay your essential bills
// from savings you can reach quickly?" those months make: under a month 1, one to three months 2, three to six 3,
// six to twelve 4, more than a year 5. With anyone depending on the household, under MoneyHelper's three months is
// read as the lowest answer: a fall in value that reaches essentials then reaches them too. Null while the cash or
// the outgoings are not recorded.
export function factFindEmergencyFund(
  evidence: FactFindCapacityEvidence,
): { months: number; answer: EmergencyAnswer } | null {
  if (evidence.quickAccessCash === null || evidence.essentialMonthly === null) return null;
  const cushion = Math.max(0, pence(evidence.quickAccessCash) - pence(evidence.debtsDueNow));
  const months = cushion / pence(evidence.essentialMonthly);
  const answer: EmergencyAnswer =
    months < 1
      ? 1
      : months < minimumEmergencyMonths
        ? evidence.hasDependants
          ? 1
          : 2
        : months < 6
          ? 3
          : months <= 12
            ? 4
            : 5;
  return { months, answer };
}

// Months to show: one decimal, rounded down, so a figure just under a band's edge never reads as the edge itself.
// (The small epsilon keeps 2.3 from reading 2.2 through binary rounding of 2.3 × 10.)
export const shownMonths = (months: number) => Math.floor(months * 10 + 1e-9) / 10;
