import { assetClassLabels, type Portfolio, type PortfolioTotal } from '@atrium/domain/contract/portfolio';
import { currencySymbolOf, formatMoney } from '@atrium/domain/money/format';
import { BarChart } from '../../../ui/charts/bar-chart.tsx';
import { DonutChart } from '../../../ui/charts/donut-chart.tsx';
import { LineChart } from '../../../ui/charts/line-chart.tsx';
import { formatPlainDate } from '../../../ui/date-time.ts';
import { accountName } from '../format.ts';

const sectionTitle = 'text-lg font-semibold text-gray-950 dark:text-white';

// One currency's part of the portfolio: its accounts, its asset classes and its value over time, each a chart
// with its table. A portfolio in pounds and euros shows one of these per currency (they are never added).
export function CurrencyCharts({ portfolio, total }: { portfolio: Portfolio; total: PortfolioTotal }) {
  const { currency } = total;
  const money = (value: number) => formatMoney(value, currencySymbolOf(currency));
  const accounts = portfolio.accounts.filter((account) => account.currency === currency && account.value > 0);
  const history = portfolio.history.filter((point) => point.currency === currency);
  const suffix = portfolio.totals.length > 1 ? ` (${currency})` : '';
  return (
    <>
      <section aria-labelledby={`by-account-${currency}`} className="flex flex-col gap-3">
        <h2 id={`by-account-${currency}`} className={sectionTitle}>
          By account{suffix}
        </h2>
        <BarChart
          title={`Value by account${suffix}`}
          rows={[...accounts]
            .sort((a, b) => b.value - a.value)
            .map((account) => ({
              key: String(account.id),
              label: accountName(account),
              value: account.value,
            }))}
          total={total.value}
          totalLabel="Total"
          format={money}
          columns={['Account', 'Value']}
        />
      </section>
      <section aria-labelledby={`by-class-${currency}`} className="flex flex-col gap-3">
        <h2 id={`by-class-${currency}`} className={sectionTitle}>
          By asset class{suffix}
        </h2>
        <DonutChart
          title={`Value by asset class${suffix}`}
          rows={total.by_asset_class.map((row) => ({
            key: row.asset_class,
            label: assetClassLabels[row.asset_class],
            value: row.value,
          }))}
          format={money}
          columns={['Asset class', 'Value', 'Share']}
        />
      </section>
      <section aria-labelledby={`over-time-${currency}`} className="flex flex-col gap-3">
        <h2 id={`over-time-${currency}`} className={sectionTitle}>
          Value over time{suffix}
        </h2>
        {history.length > 1 ? (
          <LineChart
            title={`Value over time${suffix}`}
            points={history.map((point) => ({
              key: point.as_at,
              label: formatPlainDate(point.as_at),
              value: point.value,
            }))}
            format={money}
            axisFormat={(value) => formatMoney(value, currencySymbolOf(currency), { whole: true })}
            columns={['Valuation date', 'Value']}
          />
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            The chart starts once there are two valuations to compare.
          </p>
        )}
      </section>
    </>
  );
}
