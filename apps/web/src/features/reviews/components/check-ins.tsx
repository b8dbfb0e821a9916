import type { ReviewDetail } from '@atrium/domain/contract/reviews';
import { formatWhen } from './when.ts';

// Each person's part of the check-in: confirmed or not, the pages they said changed, what they want to discuss.
export function CheckIns({ review }: { review: ReviewDetail }) {
  if (review.check_ins.length === 0)
    return <p className="text-sm text-gray-700 dark:text-gray-300">No one in the household signs in yet.</p>;
  return (
    <ul className="grid gap-4 sm:grid-cols-2">
      {review.check_ins.map((part) => {
        const changed = review.pages.filter((page) => part.answers.pages[page.slug] === 'changed');
        const answered = review.pages.filter((page) => part.answers.pages[page.slug]).length;
        return (
          <li
            key={part.person}
            className="space-y-1 rounded-lg border border-gray-200 p-4 text-sm dark:border-gray-700"
          >
            <h3 className="font-semibold text-gray-900 dark:text-gray-100">{part.name}</h3>
            <p className="text-gray-800 dark:text-gray-200">
              {part.confirmed_at
                ? `Confirmed ${formatWhen(part.confirmed_at)}`
                : `Not confirmed yet (${answered} of ${review.pages.length} parts answered)`}
            </p>
            <p className="text-gray-800 dark:text-gray-200">
              Something changed in:{' '}
              {changed.length > 0 ? changed.map((page) => page.title).join(', ') : 'nothing'}
            </p>
            {part.answers.discuss.trim() ? (
              <p className="text-gray-800 dark:text-gray-200">To discuss: “{part.answers.discuss}”</p>
            ) : null}
          </li>
        );
      })}
    </ul>
  );
}
