import { Link } from '@tanstack/react-router';
import { CircleAlert, Pencil } from 'lucide-react';
import { useId } from 'react';
import type { ReviewBlock, ReviewRow } from '../review-model.ts';
import type { TotalRow } from '../review-totals-model.ts';
import { FactFindSection } from './fact-find-section.tsx';
import { SectionTotals } from './section-totals.tsx';

function Rows({ rows }: { rows: ReviewRow[] }) {
  return (
    <dl className="divide-y divide-gray-200 dark:divide-gray-800">
      {rows.map((row) => (
        <div key={row.path} className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
          <dt className="text-sm text-gray-600 dark:text-gray-400">{row.label}</dt>
          <dd className="text-sm font-medium break-words text-gray-900 dark:text-gray-50">
            {row.value ?? (
              <span className="inline-flex items-center gap-1.5 text-red-700 dark:text-red-300">
                <CircleAlert aria-hidden="true" className="size-4" />
                Missing: {row.missing}
              </span>
            )}
          </dd>
        </div>
      ))}
    </dl>
  );
}

type ReviewBlockViewProps = { block: ReviewBlock; canEdit: boolean; totals?: TotalRow[] };

// One answered section on the review page, with a link back to its step while it can still change, and the
// section's totals where it holds money.
export function ReviewBlockView({ block, canEdit, totals = [] }: ReviewBlockViewProps) {
  const headingId = useId();
  return (
    <FactFindSection
      heading={block.heading}
      headingId={headingId}
      actions={
        canEdit ? (
          <Link
            to="/fact-find"
            search={{ step: block.step.slug }}
            className="inline-flex min-h-10 items-center gap-1.5 rounded-lg px-2 text-sm font-medium text-primary-ink underline-offset-4 hover:underline"
          >
            <Pencil aria-hidden="true" className="size-4" />
            Edit <span className="sr-only">{block.heading}</span>
          </Link>
        ) : null
      }
    >
      {block.missing ? (
        <p className="text-sm font-medium text-red-700 dark:text-red-300">Missing: {block.missing}</p>
      ) : null}
      {block.rows.length > 0 ? <Rows rows={block.rows} /> : null}
      {block.items.map((item) => (
        <div key={item.title}>
          <h4 className="text-sm font-semibold text-gray-900 dark:text-gray-50">{item.title}</h4>
          <Rows rows={item.rows} />
        </div>
      ))}
      <SectionTotals totals={totals} />
    </FactFindSection>
  );
}
