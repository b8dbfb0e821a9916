import { longDate } from '@atrium/domain/forecast/explain';
import { formatMoney } from '@atrium/domain/money/format';
import { ChartTable } from '../../../ui/charts/chart-table.tsx';
import { LineChart } from '../../../ui/charts/line-chart.tsx';
import type { ForecastRow, WealthBand } from '../forecast-model.ts';

// Total wealth year by year as a line, the year money runs out marked, and — once the Monte Carlo run is in —
// the range from its 10th to its 90th percentile shaded behind it with the median dashed; beside it the table of
// every year's figures (the chart's data table: the drawing is hidden from assistive technology).
export function ForecastChart({
  rows,
  runsOutIn,
  currencySymbol,
  moneyLabel,
  band,
  firstYearFrom,
}: {
  rows: ForecastRow[];
  runsOutIn: number | null;
  currencySymbol: string;
  moneyLabel: string;
  // The Monte Carlo percentiles, one per row (same years), or null while they are worked out.
  band: WealthBand | null;
  firstYearFrom: string; // today: the first row runs from it to 31 December
}) {
  const from = longDate(firstYearFrom).replace(/ \d+$/, '');
  const yearLabel = (year: number, index: number) =>
    [
      String(year),
      index === 0 && !firstYearFrom.endsWith('-01-01') ? `(from ${from})` : '',
      year === runsOutIn ? '(runs out)' : '',
    ]
      .filter(Boolean)
      .join(' ');
  // Whole pounds or euros: a forecast decades ahead has no meaningful pennies.
  const money = (value: number) => formatMoney(value, currencySymbol, { whole: true });
  const title = `Total wealth by year, ${moneyLabel}`;
  const markerIndex = runsOutIn === null ? -1 : rows.findIndex((row) => row.year === runsOutIn);
  const ranged = band !== null && band.p50.length === rows.length;
  const bandCell = (series: number[] | undefined, index: number) => money(series?.[index] ?? 0);
  const table = (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section aria-label={`${title}: table`} tabIndex={0} className="max-h-[32rem] overflow-auto">
      <ChartTable
        caption={title}
        columns={[
          'Year',
          'Ages',
          'Income after tax',
          'Spending',
          'Total wealth',
          ...(ranged ? ['Poor markets (10th percentile)', 'Middle (50th)', 'Good markets (90th)'] : []),
        ]}
        rows={rows.map((row, index) => ({
          key: String(row.year),
          label: yearLabel(row.year, index),
          cells: [
            row.ages.join(' and '),
            money(row.incomeAfterTax),
            money(row.spending),
            money(row.totalWealth),
            ...(ranged
              ? [bandCell(band.p10, index), bandCell(band.p50, index), bandCell(band.p90, index)]
              : []),
          ],
        }))}
      />
    </section>
  );
  return (
    <div className="flex flex-col gap-3">
      <LineChart
        title={title}
        points={rows.map((row) => ({
          key: String(row.year),
          label: String(row.year),
          value: row.totalWealth,
        }))}
        format={money}
        marker={markerIndex >= 0 ? { index: markerIndex, label: `Runs out ${runsOutIn}` } : undefined}
        band={ranged ? { low: band.p10, high: band.p90, middle: band.p50 } : undefined}
        table={table}
      />
      <ul
        aria-label="Key to the chart"
        className="flex flex-wrap gap-x-5 gap-y-1 text-xs text-gray-700 dark:text-gray-300"
      >
        <li className="flex items-center gap-2">
          <span aria-hidden="true" className="h-0.5 w-5 bg-primary-600 dark:bg-primary-400" />
          At the assumed returns
        </li>
        <li>Total wealth: savings, investments and pensions, not your home or other property</li>
        {ranged ? (
          <>
            <li className="flex items-center gap-2">
              <span aria-hidden="true" className="h-3 w-5 rounded-sm bg-primary-100 dark:bg-primary-900/60" />
              8 in 10 market outcomes (10th to 90th percentile)
            </li>
            <li className="flex items-center gap-2">
              <span
                aria-hidden="true"
                className="w-5 border-t-2 border-dashed border-primary-800 dark:border-primary-200"
              />
              Middle outcome (median)
            </li>
          </>
        ) : null}
      </ul>
    </div>
  );
}
