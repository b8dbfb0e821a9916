import type { ReviewChange } from '@atrium/domain/contract/reviews';
import { formatWhen } from './when.ts';

const kindWords = { changed: 'Changed', added: 'Added', removed: 'Removed' } as const;

// What changed in the fact-find since the last review, computed by the server (packages/domain/src/review/diff.ts)
// with who changed it and when from the fact-find's history.
export function ChangesList({ changes }: { changes: ReviewChange[] }) {
  if (changes.length === 0)
    return <p className="text-sm text-gray-700 dark:text-gray-300">Nothing in the fact-find has changed.</p>;
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800">
      {changes.map((change) => (
        <li key={`${change.kind}-${change.path}`} className="space-y-1 py-3 text-sm">
          <p className="font-medium text-gray-900 dark:text-gray-100">
            {kindWords[change.kind]}: {change.section}, {change.question}
          </p>
          <dl className="grid gap-x-3 sm:grid-cols-[6rem_1fr]">
            <dt className="text-gray-600 dark:text-gray-400">Was</dt>
            <dd className="text-gray-900 dark:text-gray-100">{change.before ?? 'Nothing'}</dd>
            <dt className="text-gray-600 dark:text-gray-400">Now</dt>
            <dd className="text-gray-900 dark:text-gray-100">{change.after ?? 'Nothing'}</dd>
            {change.changed_by ? (
              <>
                <dt className="text-gray-600 dark:text-gray-400">By</dt>
                <dd className="text-gray-900 dark:text-gray-100">
                  {change.changed_by}
                  {change.changed_at ? `, ${formatWhen(change.changed_at)}` : ''}
                </dd>
              </>
            ) : null}
          </dl>
        </li>
      ))}
    </ul>
  );
}
