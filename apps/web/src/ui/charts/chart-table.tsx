import type { ReactNode } from 'react';

export type TableRow = { key: string; label: ReactNode; cells: ReactNode[] };

// The figures of a chart as a table: what screen readers and keyboard users read, and what everyone can copy.
export function ChartTable({
  caption,
  columns,
  rows,
  footer,
}: {
  caption: string;
  columns: readonly string[];
  rows: readonly TableRow[];
  footer?: TableRow | undefined;
}) {
  return (
    <table className="w-full text-sm">
      <caption className="sr-only">{caption}</caption>
      <thead>
        <tr className="border-b border-gray-200 text-left text-gray-700 dark:border-gray-700 dark:text-gray-300">
          {columns.map((column, index) => (
            <th
              key={column}
              scope="col"
              className={index === 0 ? 'py-2 font-medium' : 'py-2 pl-3 text-right font-medium'}
            >
              {column}
            </th>
          ))}
        </tr>
      </thead>
      <tbody>
        {rows.map((row) => (
          <tr key={row.key} className="border-b border-gray-100 dark:border-gray-800">
            <th scope="row" className="py-2 text-left font-normal text-gray-900 dark:text-gray-100">
              {row.label}
            </th>
            {row.cells.map((cell, index) => (
              <td key={columns[index + 1] ?? index} className="py-2 pl-3 text-right tabular-nums">
                {cell}
              </td>
            ))}
          </tr>
        ))}
      </tbody>
      {footer ? (
        <tfoot>
          <tr>
            <th scope="row" className="py-2 text-left font-semibold text-gray-950 dark:text-white">
              {footer.label}
            </th>
            {footer.cells.map((cell, index) => (
              <td
                key={columns[index + 1] ?? index}
                className="py-2 pl-3 text-right font-semibold tabular-nums text-gray-950 dark:text-white"
              >
                {cell}
              </td>
            ))}
          </tr>
        </tfoot>
      ) : null}
    </table>
  );
}
