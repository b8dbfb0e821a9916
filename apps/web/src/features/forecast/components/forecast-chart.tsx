import { ChartTable } from '../../../ui/charts/chart-table.tsx';
import { LineChart } from '../../../ui/charts/line-chart.tsx';
import { type ForecastRow, formatWhole } from '../forecast-model.ts';

// Total wealth year by year as a line, the year money runs out marked, and beside it the table of every year's
// figures (the chart's data table: the drawing is hidden from assistive technology).
export function ForecastChart({
  rows,
  runsOutIn,
  currencySymbol,
  moneyLabel,
}: {
  rows: ForecastRow[];
  runsOutIn: number | null;
  currencySymbol: string;
  moneyLabel: string;
}) {
  const money = (value: number) => formatWhole(value, currencySymbol);
  const title = `Total wealth by year, ${moneyLabel}`;
  const markerIndex = runsOutIn === null ? -1 : rows.findIndex((row) => row.year === runsOutIn);
  const table = (
    // biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1).
    <section aria-label={`${title}: table`} tabIndex={0} className="max-h-[32rem] overflow-auto">
      <ChartTable
        caption={title}
        columns={['Year', 'Ages', 'Income after tax', 'Spending', 'Total wealth']}
        rows={rows.map((row) => ({
          key: String(row.year),
          label: row.year === runsOutIn ? `${row.year} (runs out)` : String(row.year),
          cells: [
            row.ages.join(' and '),
            money(row.incomeAfterTax),
            money(row.spending),
            money(row.totalWealth),
          ],
        }))}
      />
    </section>
  );
  return (
    <LineChart
      title={title}
      points={rows.map((row) => ({ key: String(row.year), label: String(row.year), value: row.totalWealth }))}
      format={money}
      marker={markerIndex >= 0 ? { index: markerIndex, label: `Runs out ${runsOutIn}` } : undefined}
      table={table}
    />
  );
}
