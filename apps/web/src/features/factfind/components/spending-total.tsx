import { formatMoney } from '@atrium/domain/money/format';
import { useFactFindContext } from '../context.tsx';
import { useHouseholdTotals } from '../hooks/use-household-totals.ts';

// The spending section's note: spending totalled a month, and set against income after tax: the surplus or
// shortfall (the household's totals, packages/domain/src/factfind/totals.ts).
export function SpendingTotal() {
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
