import {
  type FactFindOutcomeRow,
  type OutcomesReport,
  scopeLabel,
  supportGroupLabels,
} from '@atrium/domain/contract/outcomes';
import type { CSSProperties, ReactNode } from 'react';

type RowKey = Pick<FactFindOutcomeRow, 'scope' | 'adviser' | 'group'>;
type Column<Row> = readonly [keyof Row, string];

const padding = 'px-3 py-2 print:px-1.5 print:py-1 print:text-black';
const cell = `${padding} align-top`;
// A column's header sits at the foot of the header row, on its figures.
const headCell = `${padding} align-bottom font-medium text-gray-700 dark:text-gray-300`;
const numberCell = `${cell} text-right tabular-nums text-gray-900 dark:text-gray-100`;

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

// A column's header: its label at the foot of the header row, over its figures. A figure's label wraps onto at most
// three lines: its column is at least a third of the label wide, so a narrow screen scrolls the table sideways rather
// than piling a long label up word by word (a header row as tall as six lines, with nothing beside it).
function ColumnHeader({ label, isFigure = false }: { label: string; isFigure?: boolean }) {
  const width = { '--label-width': `calc(${Math.ceil(label.length / 3)}ch + 1.5rem)` } as CSSProperties;
  return (
    <th
      scope="col"
      className={isFigure ? `${headCell} min-w-(--label-width) text-right print:min-w-0` : headCell}
      style={isFigure ? width : undefined}
    >
      {label}
    </th>
  );
}

// A table of counts in its scrolling region: the caption, one row of column headers, then its body (one tbody or
// several), at least `minWidth` wide on screen.
function CountTable({
  caption,
  minWidth,
  columns,
  children,
}: {
  caption: string;
  minWidth: string;
  columns: ReactNode;
  children: ReactNode;
}) {
  return (
    <Scroll label={caption}>
      <table className={`w-full text-sm print:min-w-0 print:text-xs ${minWidth}`}>
        <caption className="sr-only">{caption}</caption>
        <thead>
          <tr className="border-b border-gray-300 text-left dark:border-gray-700">{columns}</tr>
        </thead>
        {children}
      </table>
    </Scroll>
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
    <CountTable
      caption={caption}
      minWidth="min-w-[52rem]"
      columns={
        <>
          <ColumnHeader label="Adviser" />
          <ColumnHeader label="Households" />
          {columns.map(([key, label]) => (
            <ColumnHeader key={String(key)} label={label} isFigure />
          ))}
        </>
      }
    >
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
    </CountTable>
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
    <CountTable
      caption={caption}
      minWidth="min-w-[24rem]"
      columns={
        <>
          <ColumnHeader label="Step" />
          {rows.map((row) => (
            <ColumnHeader key={row.group} label={supportGroupLabels[row.group]} isFigure />
          ))}
        </>
      }
    >
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
    </CountTable>
  );
}
