import { ChartFigure } from './chart-figure.tsx';
import { barPercent, type ChartRow } from './chart-model.ts';
import { ChartTable } from './chart-table.tsx';

const rowHeight = 44;
const barHeight = 16;

const tones = {
  primary: 'fill-primary-600 dark:fill-primary-400',
  warning: 'fill-amber-600 dark:fill-amber-400',
} as const;

// A horizontal bar chart drawn in SVG, with the same figures in a table beside it (below on a narrow screen).
// The drawing is hidden from assistive technology; the table and caption carry the data.
export function BarChart({
  title,
  rows,
  total,
  totalLabel,
  format,
  tone = 'primary',
  columns = ['Type', 'Amount'],
}: {
  title: string;
  rows: readonly ChartRow[];
  total?: number | undefined;
  totalLabel?: string | undefined;
  format: (value: number) => string;
  tone?: keyof typeof tones;
  columns?: readonly [string, string];
}) {
  const max = Math.max(0, ...rows.map((row) => row.value));
  return (
    <ChartFigure title={title} className="grid gap-4 md:grid-cols-2 md:items-start">
      <svg
        aria-hidden="true"
        focusable="false"
        width="100%"
        height={rows.length * rowHeight}
        className="overflow-visible text-gray-800 dark:text-gray-200"
        data-testid="bar-chart"
      >
        {rows.map((row, i) => {
          const y = i * rowHeight;
          return (
            <g key={row.key}>
              <text x="0" y={y + 14} className="fill-current text-xs">
                {row.label}
              </text>
              <rect
                x="0"
                y={y + 20}
                width="100%"
                height={barHeight}
                rx="4"
                className="fill-gray-100 dark:fill-gray-800"
              />
              <rect
                x="0"
                y={y + 20}
                width={`${barPercent(row.value, max)}%`}
                height={barHeight}
                rx="4"
                className={tones[tone]}
              />
            </g>
          );
        })}
      </svg>
      <ChartTable
        caption={title}
        columns={columns}
        rows={rows.map((row) => ({ key: row.key, label: row.label, cells: [format(row.value)] }))}
        footer={
          total !== undefined && totalLabel
            ? { key: 'total', label: totalLabel, cells: [format(total)] }
            : undefined
        }
      />
    </ChartFigure>
  );
}
