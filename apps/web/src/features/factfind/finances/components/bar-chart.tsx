import { useId } from 'react';
import { formatMoney } from '../../take-home-model.ts';
import { barPercent, type ChartRow } from '../finances-model.ts';

const rowHeight = 44;
const barHeight = 16;

// A horizontal bar chart drawn in SVG (no chart library: a few bars need none), with the same figures in a
// table beside it. The drawing is hidden from assistive technology; the table and caption carry the data.
export function BarChart({
  title,
  rows,
  total,
  totalLabel,
  currencySymbol,
  tone,
}: {
  title: string;
  rows: readonly ChartRow[];
  total: number;
  totalLabel: string;
  currencySymbol: string;
  tone: 'asset' | 'liability';
}) {
  const captionId = useId();
  const max = Math.max(0, ...rows.map((row) => row.value));
  const barClass =
    tone === 'asset' ? 'fill-primary-600 dark:fill-primary-400' : 'fill-amber-600 dark:fill-amber-400';
  return (
    <figure aria-labelledby={captionId} className="grid gap-4 md:grid-cols-2 md:items-start">
      <figcaption id={captionId} className="sr-only">
        {title}
      </figcaption>
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
                className={barClass}
              />
            </g>
          );
        })}
      </svg>
      <table className="w-full text-sm">
        <caption className="sr-only">{title}</caption>
        <thead>
          <tr className="border-b border-gray-200 text-left text-gray-700 dark:border-gray-700 dark:text-gray-300">
            <th scope="col" className="py-2 font-medium">
              Type
            </th>
            <th scope="col" className="py-2 text-right font-medium">
              Amount
            </th>
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className="border-b border-gray-100 dark:border-gray-800">
              <th scope="row" className="py-2 text-left font-normal text-gray-900 dark:text-gray-100">
                {row.label}
              </th>
              <td className="py-2 text-right tabular-nums">{formatMoney(row.value, currencySymbol)}</td>
            </tr>
          ))}
        </tbody>
        <tfoot>
          <tr>
            <th scope="row" className="py-2 text-left font-semibold text-gray-950 dark:text-white">
              {totalLabel}
            </th>
            <td className="py-2 text-right font-semibold tabular-nums text-gray-950 dark:text-white">
              {formatMoney(total, currencySymbol)}
            </td>
          </tr>
        </tfoot>
      </table>
    </figure>
  );
}
