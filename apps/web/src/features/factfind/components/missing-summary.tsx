import { Link } from '@tanstack/react-router';
import { CircleAlert } from 'lucide-react';
import type { MissingEntry } from '../review-model.ts';

// What must be answered before submitting, each linked to the step where it is asked.
export function MissingSummary({ entries, title }: { entries: MissingEntry[]; title: string }) {
  return (
    <div
      role="alert"
      className="rounded-xl border border-red-200 bg-red-50 p-4 text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
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
                search={{ step: entry.step.slug }}
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
