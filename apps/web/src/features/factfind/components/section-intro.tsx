import {
  addressCoverage,
  describeMonths,
  needsEarlierAddresses,
} from '@atrium/domain/factfind/address-history';
import { todayIso } from '@atrium/domain/factfind/dates';
import type { FactFindData, SectionDef } from '@atrium/domain/factfind/template';
import { useFactFindContext, useFactFindData } from '../context.tsx';
import { useHouseholdTotals } from '../hooks/use-household-totals.ts';
import { formatMoney } from '../take-home-model.ts';

// The notes a section's template asks for, worked out from the answers.
function addressHistoryNote(factFind: FactFindData): string | null {
  const today = todayIso();
  const coverage = addressCoverage(factFind, today);
  if (!coverage.from) return null;
  const span = `Your addresses go back ${describeMonths(coverage.months)}.`;
  return needsEarlierAddresses(factFind, today)
    ? `${span} Please add your previous addresses until they cover the last three years.`
    : `${span} That covers the last three years.`;
}

// Issue 6: spending is totalled a month, and set against income after tax: the surplus or shortfall.
function SpendingTotal() {
  const { client } = useFactFindContext();
  // Income and spending only: the portfolio's valuation does not change them.
  const { totals, isTakeHomePending: isPending } = useHouseholdTotals();
  const money = (amount: number) => formatMoney(amount, client?.currency_symbol ?? '£');
  const { monthlyOutgoings: out, monthlyIncome: income, monthlySurplus: surplus } = totals;
  const spending = `Your household spends ${money(out.total)} a month: ${money(out.essential)} essential and ${money(out.discretionary)} lifestyle.`;
  let against = '';
  if (isPending) against = ' Working out your income after tax…';
  else if (income.net > 0)
    against = ` Your income after tax is ${money(income.net)} a month, which ${
      surplus < 0 ? `falls short by ${money(-surplus)}` : `leaves ${money(surplus)}`
    }.`;
  return (
    <p
      role="status"
      className="rounded-lg bg-gray-50 px-3 py-2 text-sm font-medium text-gray-800 dark:bg-gray-800 dark:text-gray-200"
    >
      {spending}
      {against}
    </p>
  );
}

// A section's help text, and its worked-out note (how far back the addresses go), announced as it changes.
export function SectionIntro({ section }: { section: SectionDef }) {
  const note = useFactFindData((data) =>
    section.note === 'address-history' ? addressHistoryNote(data.factFind) : null,
  );
  if (!section.help && !section.note) return null;
  return (
    <>
      {section.help ? <p className="text-sm text-gray-700 dark:text-gray-300">{section.help}</p> : null}
      {section.note === 'spending-total' ? <SpendingTotal /> : null}
      {section.note === 'address-history' ? (
        <p role="status" className="text-sm font-medium text-gray-800 dark:text-gray-200">
          {note}
        </p>
      ) : null}
    </>
  );
}
