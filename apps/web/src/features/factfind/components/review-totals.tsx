import type { FactFindTotals } from '@atrium/domain/factfind/totals';
import { formatMoney } from '@atrium/domain/money/format';
import { useId } from 'react';
import { FactFindSection } from './fact-find-section.tsx';

// 'client': the client reading their own review; 'adviser': the firm reading the client's fact-find.
type Voice = 'client' | 'adviser';
type ReviewTotalsProps = { totals: FactFindTotals; isPending: boolean; symbol: string; voice?: Voice };

const words = {
  client: {
    heading: 'Your finances at a glance',
    working: 'Working out your take-home pay…',
    owned: 'What you own',
    owed: 'what you owe',
    shortfall: 'Your outgoings are more than your income after tax.',
  },
  adviser: {
    heading: 'The household’s finances at a glance',
    working: 'Working out the take-home pay…',
    owned: 'What they own',
    owed: 'what they owe',
    shortfall: 'Their outgoings are more than their income after tax.',
  },
} as const;

function Figure({ label, value, detail }: { label: string; value: string; detail?: string | null }) {
  return (
    <div className="rounded-xl bg-gray-50 p-4 dark:bg-gray-800">
      <dt className="text-sm text-gray-700 dark:text-gray-300">{label}</dt>
      <dd className="mt-1 text-xl font-semibold text-gray-900 dark:text-gray-50">{value}</dd>
      {detail ? <dd className="mt-1 text-sm text-gray-700 dark:text-gray-300">{detail}</dd> : null}
    </div>
  );
}

// The household at a glance: net worth (what is owned less what is owed), monthly income after
// tax, monthly outgoings, and the surplus or shortfall between them.
export function ReviewTotals({ totals, isPending, symbol, voice = 'client' }: ReviewTotalsProps) {
  const headingId = useId();
  const text = words[voice];
  const money = (amount: number) => formatMoney(amount, symbol);
  const { monthlyIncome, monthlyOutgoings, monthlySurplus } = totals;
  const beforeTax =
    monthlyIncome.grossOnlyCount > 0
      ? ` It counts ${monthlyIncome.grossOnlyCount} income${monthlyIncome.grossOnlyCount === 1 ? '' : 's'} before tax, where the amount after tax is not known.`
      : '';
  return (
    <FactFindSection heading={text.heading} headingId={headingId}>
      {isPending ? (
        <p role="status" className="text-sm text-gray-800 dark:text-gray-200">
          {text.working}
        </p>
      ) : (
        <dl className="grid gap-3 sm:grid-cols-2">
          <Figure
            label="Net worth"
            value={money(totals.netWorth)}
            detail={`${text.owned} (${money(totals.assets.total)}) less ${text.owed} (${money(totals.liabilities.total)}).${
              totals.assets.managed > 0
                ? ` It includes the investments we look after (${money(totals.assets.managed)}).`
                : ''
            }`}
          />
          <Figure
            label="Monthly income after tax"
            value={money(monthlyIncome.net)}
            detail={`${money(monthlyIncome.gross)} before tax.${beforeTax}`}
          />
          <Figure
            label="Monthly outgoings"
            value={money(monthlyOutgoings.total)}
            detail={`Essential ${money(monthlyOutgoings.essential)}, lifestyle ${money(monthlyOutgoings.discretionary)}.`}
          />
          <Figure
            label={monthlySurplus < 0 ? 'Monthly shortfall' : 'Monthly surplus'}
            value={money(Math.abs(monthlySurplus))}
            detail={monthlySurplus < 0 ? text.shortfall : 'Income after tax less outgoings.'}
          />
        </dl>
      )}
    </FactFindSection>
  );
}
