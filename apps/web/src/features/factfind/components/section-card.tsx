import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx.ts';

type SectionCardProps = {
  heading: string;
  headingId: string;
  children: ReactNode;
  actions?: ReactNode;
  // What the section is about, under its heading.
  intro?: ReactNode;
  // Fields sit in two columns from sm up; other content stacks.
  isGrid?: boolean;
};

// One section of a page: a titled card; its fields stack inside.
export function SectionCard({
  heading,
  headingId,
  children,
  actions,
  intro,
  isGrid = false,
}: SectionCardProps) {
  return (
    <section
      aria-labelledby={headingId}
      className={cx(
        'rounded-2xl border border-gray-200 bg-white p-5 shadow-sm sm:p-6',
        'dark:border-gray-800 dark:bg-gray-900',
      )}
    >
      <div className="mb-5 space-y-2">
        <div className="flex flex-wrap items-center justify-between gap-3">
          <h3 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
            {heading}
          </h3>
          {actions}
        </div>
        {intro}
      </div>
      <div className={isGrid ? 'grid gap-x-6 gap-y-5 sm:grid-cols-2' : 'space-y-6'}>{children}</div>
    </section>
  );
}
