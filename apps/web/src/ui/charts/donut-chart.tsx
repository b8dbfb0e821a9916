import { ChartFigure } from './chart-figure.tsx';
import { type ChartRow, colourOf, donutSegments, shareLabel } from './chart-model.ts';
import { ChartTable } from './chart-table.tsx';

// The circle's radius gives it a circumference of 100, so a segment's dash length is its percentage.
const radius = 15.9155;

// Shares of a whole as a ring, with a table beside it (below on a narrow screen) that doubles as the legend:
// each row's swatch is its segment's colour. The drawing is hidden from assistive technology.
export function DonutChart({
  title,
  rows,
  format,
  totalLabel = 'Total',
  columns = ['Type', 'Value', 'Share'],
}: {
  title: string;
  rows: readonly ChartRow[];
  format: (value: number) => string;
  totalLabel?: string;
  columns?: readonly [string, string, string];
}) {
  const total = rows.reduce((sum, row) => sum + row.value, 0);
  const segments = donutSegments(rows.map((row) => row.value));
  return (
    <ChartFigure title={title} className="grid gap-4 md:grid-cols-[12rem_1fr] md:items-center">
      <svg
        aria-hidden="true"
        focusable="false"
        viewBox="0 0 42 42"
        className="mx-auto w-40 -rotate-90 md:w-48"
        data-testid="donut-chart"
      >
        <circle
          cx="21"
          cy="21"
          r={radius}
          fill="none"
          strokeWidth="6"
          className="stroke-gray-100 dark:stroke-gray-800"
        />
        {rows.map((row, index) => {
          const segment = segments[index];
          if (!segment || segment.length === 0) return null;
          return (
            <circle
              key={row.key}
              cx="21"
              cy="21"
              r={radius}
              fill="none"
              strokeWidth="6"
              strokeDasharray={`${segment.length} ${100 - segment.length}`}
              strokeDashoffset={-segment.offset}
              className={colourOf(index).stroke}
            />
          );
        })}
      </svg>
      <ChartTable
        caption={title}
        columns={columns}
        rows={rows.map((row, index) => ({
          key: row.key,
          label: (
            <span className="inline-flex items-center gap-2">
              <span
                aria-hidden="true"
                className={`inline-block size-3 shrink-0 rounded-sm ${colourOf(index).swatch}`}
              />
              {row.label}
            </span>
          ),
          cells: [format(row.value), shareLabel(row.value, total)],
        }))}
        footer={{ key: 'total', label: totalLabel, cells: [format(total), total > 0 ? '100%' : '0%'] }}
      />
    </ChartFigure>
  );
}
