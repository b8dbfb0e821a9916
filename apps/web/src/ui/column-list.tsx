// A list whose rows line up in columns under a row of headings from md up, each row a stack of lines on a phone
// (the client list, the outstanding documents, the review pipeline). `columns` is the grid: 'md:grid
// md:grid-cols-[…]', the same for the headings and every row.

// The headings, hidden from screen readers: each row's cells carry their own labels (shown on a phone, md:sr-only).
export function ColumnHeadings({ columns, headings }: { columns: string; headings: readonly string[] }) {
  return (
    <div
      aria-hidden="true"
      className={`hidden border-b border-gray-200 px-6 py-3 text-xs font-semibold tracking-wide text-gray-600 uppercase md:gap-4 dark:border-gray-800 dark:text-gray-400 ${columns}`}
    >
      {headings.map((heading) => (
        <span key={heading}>{heading}</span>
      ))}
    </div>
  );
}

// One row's padding and alignment in those columns; the caller adds how far apart its lines stand on a phone.
export const columnRowClasses = (columns: string) =>
  `px-4 py-4 sm:px-6 md:items-center md:gap-4 md:space-y-0 ${columns}`;
