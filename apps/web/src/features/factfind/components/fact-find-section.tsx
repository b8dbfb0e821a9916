import type { ReactNode } from 'react';
import { Card } from '../../../ui/card.tsx';

type FactFindSectionProps = {
  heading: string;
  headingId: string;
  children: ReactNode;
  actions?: ReactNode;
  // What the section is about, under its heading.
  intro?: ReactNode;
  // Fields sit in two columns from sm up; other content stacks.
  isGrid?: boolean;
};

// One section of a fact-find page: a titled card (ui/card.tsx); its fields stack inside.
export function FactFindSection({
  heading,
  headingId,
  children,
  actions,
  intro,
  isGrid = false,
}: FactFindSectionProps) {
  return (
    <section aria-labelledby={headingId}>
      <Card className="p-5 sm:p-6">
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
      </Card>
    </section>
  );
}
