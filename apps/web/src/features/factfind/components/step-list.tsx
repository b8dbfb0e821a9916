import { Link } from '@tanstack/react-router';
import { Check, CircleAlert, ListOrdered } from 'lucide-react';
import { useState } from 'react';
import { cx } from '../../../ui/cx.ts';
import { completedStepSlugs } from '../attention-model.ts';
import type { Step } from '../steps.ts';

type StepListProps = {
  steps: Step[];
  currentIndex: number;
  // Steps up to and including this index have been completed (lastCompletedStep).
  completedIndex: number;
  // Slugs of steps holding an answer that needs attention: neither ticked nor counted as completed while they do.
  needsAttention: ReadonlySet<string>;
  isPreview: boolean;
};

// The steps with the client's progress; any step can be opened. Below lg the list folds behind a button.
export function StepList({ steps, currentIndex, completedIndex, needsAttention, isPreview }: StepListProps) {
  const [isOpen, setIsOpen] = useState(false);
  const completed = completedStepSlugs(steps, completedIndex, needsAttention);
  const percent = Math.round((completed.size / steps.length) * 100);
  return (
    <nav aria-label="Fact-find steps" className="space-y-3">
      <div>
        <p className="text-sm font-medium text-gray-700 dark:text-gray-300">
          Step {currentIndex + 1} of {steps.length}
          <span className="text-gray-600 dark:text-gray-400"> · {percent}% complete</span>
        </p>
        <div
          aria-hidden="true"
          className="mt-2 h-2 overflow-hidden rounded-full bg-gray-200 dark:bg-gray-800"
        >
          <div className="h-full rounded-full bg-primary-action" style={{ width: `${percent}%` }} />
        </div>
      </div>
      <button
        type="button"
        aria-expanded={isOpen}
        onClick={() => setIsOpen((value) => !value)}
        className="inline-flex min-h-10 items-center gap-2 rounded-lg px-2 text-sm font-medium text-primary-ink hover:bg-gray-100 lg:hidden dark:hover:bg-gray-800"
      >
        <ListOrdered aria-hidden="true" className="size-4" />
        {isOpen ? 'Hide all steps' : 'Show all steps'}
      </button>
      <ol className={cx('space-y-1', isOpen ? 'block' : 'hidden lg:block')}>
        {steps.map((step, index) => {
          const isFlagged = needsAttention.has(step.slug);
          const isDone = completed.has(step.slug);
          const isCurrent = index === currentIndex;
          return (
            <li key={step.slug}>
              <Link
                to="/fact-find"
                search={{ step: step.slug, ...(isPreview ? { preview: 1 } : {}) }}
                aria-current={isCurrent ? 'step' : undefined}
                onClick={() => setIsOpen(false)}
                className={cx(
                  'flex min-h-11 items-center gap-3 rounded-lg px-3 text-sm font-medium',
                  isCurrent
                    ? 'bg-primary-50 text-primary-ink dark:bg-gray-800'
                    : 'text-gray-700 hover:bg-gray-100 dark:text-gray-300 dark:hover:bg-gray-800',
                )}
              >
                <span
                  aria-hidden="true"
                  className={cx(
                    'flex size-6 shrink-0 items-center justify-center rounded-full border text-xs',
                    isDone
                      ? 'border-primary-action bg-primary-action text-primary-on-action'
                      : 'border-gray-400 dark:border-gray-500',
                  )}
                >
                  {isDone ? <Check className="size-3.5" /> : index + 1}
                </span>
                <span className="min-w-0 flex-1">{step.title}</span>
                {isDone ? <span className="sr-only"> (completed)</span> : null}
                {isFlagged ? (
                  <>
                    <CircleAlert
                      aria-hidden="true"
                      className="size-4 shrink-0 text-red-700 dark:text-red-300"
                    />
                    <span className="sr-only"> (needs attention)</span>
                  </>
                ) : null}
              </Link>
            </li>
          );
        })}
      </ol>
    </nav>
  );
}
