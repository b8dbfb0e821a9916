import type { FactFindStatus } from '@atrium/domain/contract/factfind';
import type { MissingFigure } from '@atrium/domain/forecast/from-fact-find';
import { Link } from '@tanstack/react-router';
import { PencilLine } from 'lucide-react';
import { SectionCard } from '../../../ui/section-card.tsx';

const linkClasses =
  'inline-flex items-center gap-1 rounded font-medium text-primary-ink underline underline-offset-2 hover:no-underline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-primary-ink';

// Where a figure is given: the step of a fact-find in progress; a reviewed one is added to by starting the next;
// one awaiting review cannot be changed until the adviser has seen it (no link), as on /finances.
export function StepLink({ status, step, label }: { status: FactFindStatus; step: string; label: string }) {
  if (status === 'awaiting-review') return <span>{label}</span>;
  const icon = <PencilLine aria-hidden="true" className="size-4" />;
  return status === 'reviewed' ? (
    <Link to="/fact-find/start" className={linkClasses}>
      {icon}
      {label}
    </Link>
  ) : (
    <Link to="/fact-find" search={{ step }} className={linkClasses}>
      {icon}
      {label}
    </Link>
  );
}

export function MissingFigures({
  missing,
  status,
  audience = 'client',
}: {
  missing: MissingFigure[];
  status: FactFindStatus;
  audience?: 'client' | 'adviser';
}) {
  const adviser = audience === 'adviser';
  return (
    <SectionCard id="forecast-missing" title="What we still need" className="gap-3">
      <p className="text-sm text-gray-700 dark:text-gray-300">
        {adviser
          ? 'The forecast appears once the client’s fact-find has these figures:'
          : 'Your forecast appears here once your fact-find has these figures:'}
      </p>
      <ul className="flex list-disc flex-col gap-2 pl-5 text-sm">
        {missing.map((figure) => (
          <li key={figure.label}>
            {adviser ? (
              // Worded about each person by name for the firm (from-fact-find.ts ForecastReader).
              figure.label
            ) : (
              <StepLink status={status} step={figure.step} label={figure.label} />
            )}
          </li>
        ))}
      </ul>
      {!adviser && status === 'awaiting-review' ? (
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Your fact-find is with your adviser for review, so it cannot be changed until they have seen it.
        </p>
      ) : null}
    </SectionCard>
  );
}
