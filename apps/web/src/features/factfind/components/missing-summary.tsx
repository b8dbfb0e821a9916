import { Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import type { Ref } from 'react';
import { focusField } from '../field-focus.ts';
import type { MissingEntry } from '../review-model.ts';

type MissingSummaryProps = {
  entries: MissingEntry[];
  title: string;
  // Focused when the summary is the answer to an action (Next, Submit), as an error summary is.
  ref?: Ref<HTMLDivElement>;
  isPreview?: boolean;
};

// What must be answered or corrected before going on, each linked to the step where it is asked; following a
// link puts focus in the answer's field (field-focus.ts).
export function MissingSummary({ entries, title, ref, isPreview = false }: MissingSummaryProps) {
  return (
    <div
      ref={ref}
      role="alert"
      tabIndex={-1}
      className="rounded-xl border border-red-200 outline-none focus-visible:outline-2 focus-visible:outline-primary-ink bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <p className="flex items-center gap-2 font-semibold">
        <CircleAlert aria-hidden="true" className="size-5" />
        {title}
      </p>
      <ul className="mt-3 space-y-1.5 pl-7 text-sm">
        {entries.map((entry) => (
          <li key={entry.path}>
            {entry.step ? (
              <Link
                to="/fact-find"
                search={{ step: entry.step.slug, ...(isPreview ? { preview: 1 as const } : {}) }}
                onClick={(event) => {
                  // Already on the page: focus moves to the answer without a navigation.
                  if (focusField(entry.path)) event.preventDefault();
                }}
                className="underline underline-offset-4"
              >
                {entry.label}
              </Link>
            ) : (
              entry.label
            )}
            : {entry.message}
          </li>
        ))}
      </ul>
    </div>
  );
}
