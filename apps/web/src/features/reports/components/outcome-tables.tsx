import {
  type FactFindOutcomeRow,
  type OutcomesReport,
  scopeLabel,
  supportGroupLabels,
} from '@atrium/domain/contract/outcomes';
import type { ReactNode } from 'react';

type RowKey = Pick<FactFindOutcomeRow, 'scope' | 'adviser' | 'group'>;
type Column<Row> = readonly [keyof Row, string];

const cell = 'px-3 py-2 align-top print:px-1.5 print:py-1 print:text-black';
const headCell = `${cell} font-medium text-gray-700 dark:text-gray-300`;
const numberCell = `${cell} text-right tabular-nums text-gray-900 dark:text-gray-100`;
const tableClass = 'w-full text-sm print:text-xs';

const dayFormat = new Intl.NumberFormat('en-GB', { maximumFractionDigits: 1 });
function Figure({ value }: { value: number | null }) {
  if (value === null)
    return (
      <>
        <span aria-hidden="true">—</span>
        <span className="sr-only">none</span>
      </>
    );
  return <>{dayFormat.format(value)}</>;
}

// A scrolling region a keyboard can reach (WCAG 2.1.1), named as its table; printed whole. Positioned, so the
// screen-reader-only text of its cells scrolls inside it rather than widening the page. The table's caption is
// shown above the region (so a phone does not scroll it out of sight) and read from the table itself.
function Scroll({ label, children }: { label: string; children: ReactNode }) {
  return (
    <>
      <p aria-hidden="true" className="pb-2 text-sm text-gray-700 dark:text-gray-300 print:text-black">
        {label}
      </p>
      {/* biome-ignore lint/a11y/noNoninteractiveTabindex: a scrolling region must be reachable by keyboard (WCAG 2.1.1). */}
      <section className="relative overflow-x-auto print:overflow-visible" tabIndex={0} aria-label={label}>
        {children}
      </section>
    </>
  );
}

// The rows of each book in turn (the firm, each adviser, no adviser), as the report orders them.
export function byScope<Row extends RowKey>(rows: readonly Row[]): Row[][] {
  const books: Row[][] = [];
  for (const row of rows) {
    const last = books.at(-1);
    if (last?.[0] && last[0].scope === row.scope && last[0].adviser === row.adviser) last.push(row);
    else books.push([row]);
  }
  return books;
}

// Rows by whose households (the firm, each adviser, no adviser), each split three ways: the first column names
// whose (a header over its three rows), the second which households.
export function GroupedTable<Row extends RowKey>({
  caption,
  rows,
  columns,
}: {
  caption: string;
  rows: readonly Row[];
  columns: readonly Column<Row>[];
}) {
  const scopes = byScope(rows);
  return (
    <Scroll label={caption}>
      <table className={`${tableClass} min-w-[52rem] print:min-w-0`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left dark:border-gray-700">
            <th scope="col" className={headCell}>
              Adviser
            </th>
            <th scope="col" className={headCell}>
              Households
            </th>
            {columns.map(([key, label]) => (
              <th key={String(key)} scope="col" className={`${headCell} text-right`}>
                {label}
              </th>
            ))}
          </tr>
        </thead>
        {scopes.map((group) => (
          <tbody
            key={`${group[0]?.scope}-${group[0]?.adviser}`}
            className="border-b border-gray-200 break-inside-avoid dark:border-gray-800"
          >
            {group.map((row, index) => (
              <tr key={row.group} className={row.group === 'all' ? 'font-semibold' : undefined}>
                {index === 0 ? (
                  <th
                    scope="rowgroup"
                    rowSpan={group.length}
                    className={`${cell} text-left font-semibold text-gray-900 dark:text-gray-50`}
                  >
                    {scopeLabel(row)}
                  </th>
                ) : null}
                <th
                  scope="row"
                  className={`${cell} text-left font-normal whitespace-nowrap text-gray-800 dark:text-gray-200`}
                >
                  {supportGroupLabels[row.group]}
                </th>
                {columns.map(([key]) => (
                  <td key={String(key)} className={numberCell}>
                    <Figure value={row[key] as number | null} />
                  </td>
                ))}
              </tr>
            ))}
          </tbody>
        ))}
      </table>
    </Scroll>
  );
}

// One book's fact-finds: how many were started, completed each step and were submitted, for the households with
// support needs, without, and all.
export function FunnelTable({
  caption,
  steps,
  rows,
}: {
  caption: string;
  steps: OutcomesReport['fact_finds']['steps'];
  rows: readonly FactFindOutcomeRow[];
}) {
  const lines: { label: string; value: (row: FactFindOutcomeRow) => number }[] = [
    { label: 'Started', value: (row) => row.started },
    ...steps.map((step, index) => ({
      label: `Completed: ${step.title}`,
      value: (row: FactFindOutcomeRow) => row.reached[index] ?? 0,
    })),
    { label: 'Submitted', value: (row) => row.submitted },
  ];
  return (
    <Scroll label={caption}>
      <table className={`${tableClass} min-w-[24rem] print:min-w-0`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left dark:border-gray-700">
            <th scope="col" className={headCell}>
              Step
            </th>
            {rows.map((row) => (
              <th key={row.group} scope="col" className={`${headCell} text-right`}>
                {supportGroupLabels[row.group]}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {lines.map((line) => (
            <tr key={line.label} className="border-b border-gray-100 dark:border-gray-800">
              <th scope="row" className={`${cell} text-left font-normal text-gray-800 dark:text-gray-200`}>
                {line.label}
              </th>
              {rows.map((row) => (
                <td key={row.group} className={numberCell}>
                  {line.value(row)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </Scroll>
  );
}
