import type { TotalRow } from '../review-totals-model.ts';

// The totals under a fact-find section that holds money (review-totals-model.ts's sectionTotalRows), as the review
// page and the read-only fact-find both show them, each with why it differs from the sum of the amounts above it
// where it does; nothing where the section has none.
export function SectionTotals({ totals }: { totals: TotalRow[] }) {
  if (totals.length === 0) return null;
  return (
    <dl className="space-y-1 rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
      {totals.map((total) => (
        <div key={total.label} className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-sm text-gray-700 dark:text-gray-300">{total.label}</dt>
          <dd className="text-sm font-semibold text-gray-900 dark:text-gray-50">{total.value}</dd>
          {total.note ? (
            <dd className="basis-full text-sm text-gray-700 dark:text-gray-300">{total.note}</dd>
          ) : null}
        </div>
      ))}
    </dl>
  );
}
