import type { TotalRow } from '../review-totals-model.ts';

// The totals under a fact-find section that holds money (review-totals-model.ts's sectionTotals), as the review
// page and the read-only fact-find both show them; nothing where the section has none.
export function SectionTotals({ totals }: { totals: TotalRow[] }) {
  if (totals.length === 0) return null;
  return (
    <dl className="space-y-1 rounded-xl bg-gray-50 p-3 dark:bg-gray-800">
      {totals.map((total) => (
        <div key={total.label} className="flex flex-wrap justify-between gap-x-4">
          <dt className="text-sm text-gray-700 dark:text-gray-300">{total.label}</dt>
          <dd className="text-sm font-semibold text-gray-900 dark:text-gray-50">{total.value}</dd>
        </div>
      ))}
    </dl>
  );
}
