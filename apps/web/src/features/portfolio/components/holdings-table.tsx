import { assetClassLabels, type PortfolioAccount } from '@atrium/domain/contract/portfolio';
import { currencySymbolOf, formatMoney } from '@atrium/domain/money/format';
import type { ReactNode } from 'react';
import { formatPlainDate } from '../../../ui/date-time.ts';
import { formatUnits } from '../format.ts';

// An account's holdings: fund, ISIN, asset class, units, price, value and date; scrolls sideways on a phone.
export function HoldingsTable({
  account,
  caption,
  actions,
}: {
  account: PortfolioAccount;
  caption: string;
  actions?: (holding: PortfolioAccount['holdings'][number]) => ReactNode;
}) {
  const money = (value: number) => formatMoney(value, currencySymbolOf(account.currency));
  const cell = 'py-2 pr-3 align-top';
  return (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section className="overflow-x-auto" tabIndex={0} aria-label={caption}>
      <table className="w-full min-w-[40rem] text-sm">
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-700 dark:border-gray-700 dark:text-gray-300">
            <th scope="col" className={`${cell} font-medium`}>
              Fund
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Asset class
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Units
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Price
            </th>
            <th scope="col" className={`${cell} text-right font-medium`}>
              Value
            </th>
            <th scope="col" className={`${cell} font-medium`}>
              Valued on
            </th>
            {actions ? (
              <th scope="col" className={`${cell} font-medium`}>
                <span className="sr-only">Actions</span>
              </th>
            ) : null}
          </tr>
        </thead>
        <tbody>
          {account.holdings.map((holding) => (
            <tr key={holding.id} className="border-b border-gray-100 dark:border-gray-800">
              <th scope="row" className={`${cell} text-left font-normal text-gray-900 dark:text-gray-100`}>
                {holding.fund_name}{' '}
                <span className="block font-mono text-xs text-gray-700 dark:text-gray-300">
                  <span className="sr-only">{'ISIN '}</span>
                  {holding.isin}
                </span>
              </th>
              <td className={cell}>{assetClassLabels[holding.asset_class]}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatUnits(holding.units)}</td>
              <td className={`${cell} text-right tabular-nums`}>{formatUnits(holding.price)}</td>
              <td className={`${cell} text-right tabular-nums`}>{money(holding.value)}</td>
              <td className={`${cell} whitespace-nowrap`}>{formatPlainDate(holding.valuation_date)}</td>
              {actions ? <td className={`${cell} whitespace-nowrap`}>{actions(holding)}</td> : null}
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th
              scope="row"
              colSpan={4}
              className={`${cell} text-left font-semibold text-gray-950 dark:text-white`}
            >
              Account total
            </th>
            <td className={`${cell} text-right font-semibold tabular-nums text-gray-950 dark:text-white`}>
              {money(account.value)}
            </td>
            <td colSpan={actions ? 2 : 1} />
          </tr>
        </tfoot>
      </table>
    </section>
  );
}
