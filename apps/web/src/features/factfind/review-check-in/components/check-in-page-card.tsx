import type { Region } from '@atrium/domain/contract/auth';
import type { PageAnswer } from '@atrium/domain/contract/reviews';
import { Link } from '@tanstack/react-router';
import { useId } from 'react';
import { Card } from '../../../../ui/card.tsx';
import { baselineGroups } from '../baseline-model.ts';

type Props = {
  page: { slug: string; title: string };
  baseline: Record<string, unknown>;
  household: { region: Region; symbol: string; people: { client1: string; client2: string } };
  answer: PageAnswer | null;
  onAnswer: (answer: PageAnswer) => void;
};

const choices: { value: PageAnswer; label: string }[] = [
  { value: 'same', label: 'Still right' },
  { value: 'changed', label: 'Something changed' },
];

// One page of the fact-find as it was at the last review, and the reader's answer: still right, or something
// changed (then a link to that page of the fact-find, where each answer saves as it is typed).
export function CheckInPageCard({ page, baseline, household, answer, onAnswer }: Props) {
  const headingId = useId();
  const groups = baselineGroups(page.slug, baseline, household);
  return (
    <li>
      <Card className="flex flex-col gap-4 p-5">
        <h2 id={headingId} className="text-lg font-semibold text-gray-950 dark:text-white">
          {page.title}
        </h2>
        {groups.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">Nothing was given here last time.</p>
        ) : (
          <details className="text-sm">
            <summary className="cursor-pointer font-medium text-gray-900 dark:text-gray-100">
              What you told us last time
            </summary>
            <div className="mt-3 flex flex-col gap-3">
              {groups.map((group) => (
                <div key={group.title}>
                  <h3 className="font-medium text-gray-900 dark:text-gray-100">{group.title}</h3>
                  <dl className="mt-1 grid gap-x-4 gap-y-1 sm:grid-cols-2">
                    {group.rows.map((row) => (
                      <div key={row.label} className="contents">
                        <dt className="text-gray-600 dark:text-gray-400">{row.label}</dt>
                        <dd className="text-gray-900 dark:text-gray-100">{row.value}</dd>
                      </div>
                    ))}
                  </dl>
                </div>
              ))}
            </div>
          </details>
        )}
        <fieldset aria-labelledby={headingId} className="flex flex-wrap gap-x-6 gap-y-2">
          <legend className="sr-only">Is {page.title} still right?</legend>
          {choices.map((choice) => (
            <label
              key={choice.value}
              className="flex min-h-6 items-center gap-2 text-sm text-gray-900 dark:text-gray-100"
            >
              <input
                type="radio"
                name={`check-in-${page.slug}`}
                value={choice.value}
                checked={answer === choice.value}
                onChange={() => onAnswer(choice.value)}
                className="size-4 accent-primary-600"
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {answer === 'changed' ? (
          <p className="text-sm text-gray-800 dark:text-gray-200">
            Update it in your fact-find: each answer is saved as you type.{' '}
            <Link
              to="/fact-find"
              search={{ step: page.slug }}
              className="font-medium text-primary-ink underline underline-offset-4 hover:no-underline"
            >
              Change {page.title.toLowerCase()}
            </Link>
          </p>
        ) : null}
      </Card>
    </li>
  );
}
