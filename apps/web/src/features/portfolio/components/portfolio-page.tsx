import { currencySymbolOf, formatMoney } from '@atrium/domain/money/format';
import { useSuspenseQuery } from '@tanstack/react-query';
import { ChartPie } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { formatPlainDate } from '../../../ui/date-time.ts';
import { portfolioQueryOptions } from '../api.ts';
import { accountName } from '../format.ts';
import { HoldingsTable } from './holdings-table.tsx';
import { CurrencyCharts } from './portfolio-charts.tsx';

// The client's investments as their adviser recorded them: the total, by account, by asset class and over
// time, then each account's holdings.
export function PortfolioPage({ adviserName }: { adviserName: string }) {
  const { data: portfolio } = useSuspenseQuery(portfolioQueryOptions());
  const hasHoldings = portfolio.accounts.some((account) => account.holdings.length > 0);

  return (
    <div className="mx-auto flex max-w-5xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Portfolio</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Your investments as {adviserName || 'your adviser'} last valued them.
        </p>
      </header>

      {!hasHoldings ? (
        <Card className="flex flex-col items-center gap-2 p-8 text-center">
          <ChartPie aria-hidden="true" className="size-8 text-gray-500" />
          <p className="font-medium text-gray-900 dark:text-gray-100">No investments recorded yet</p>
          <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
            When your adviser records your accounts and holdings, their value, split and history will appear
            here.
          </p>
        </Card>
      ) : (
        <>
          <Card className="p-4 sm:p-6">
            <h2 className="text-sm font-medium text-gray-700 dark:text-gray-300">Total value</h2>
            <dl className="mt-1 flex flex-wrap gap-x-10 gap-y-2">
              {portfolio.totals.map((total) => (
                <div key={total.currency}>
                  <dt className="sr-only">Total in {total.currency}</dt>
                  <dd className="text-3xl font-semibold tabular-nums text-gray-950 dark:text-white">
                    {formatMoney(total.value, currencySymbolOf(total.currency))}
                  </dd>
                  {total.valuation_date ? (
                    <dd className="text-sm text-gray-700 dark:text-gray-300">
                      as at {formatPlainDate(total.valuation_date)}
                    </dd>
                  ) : null}
                </div>
              ))}
            </dl>
          </Card>
          {portfolio.totals.map((total) => (
            <Card key={total.currency} className="flex flex-col gap-8 p-4 sm:p-6">
              <CurrencyCharts portfolio={portfolio} total={total} />
            </Card>
          ))}
          <section aria-labelledby="holdings-heading" className="flex flex-col gap-4">
            <h2 id="holdings-heading" className="text-lg font-semibold text-gray-950 dark:text-white">
              Holdings
            </h2>
            {portfolio.accounts
              .filter((account) => account.holdings.length > 0)
              .map((account) => (
                <Card key={account.id} className="p-4 sm:p-6">
                  <h3 className="font-semibold text-gray-950 dark:text-white">{accountName(account)}</h3>
                  {account.reference ? (
                    <p className="text-sm text-gray-700 dark:text-gray-300">Account {account.reference}</p>
                  ) : null}
                  <div className="mt-3">
                    <HoldingsTable account={account} caption={`Holdings in ${accountName(account)}`} />
                  </div>
                </Card>
              ))}
          </section>
        </>
      )}
    </div>
  );
}
