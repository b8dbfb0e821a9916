import type { ReviewStatus } from '@atrium/domain/review/schedule';
import { reviewStatusLabels } from '@atrium/domain/review/schedule';
import { cx } from '../../../ui/cx.ts';

const tones = {
  neutral: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-200',
  attention: 'bg-primary-50 text-primary-ink ring-1 ring-primary-ink/40 dark:bg-gray-800',
  good: 'bg-green-50 text-green-800 dark:bg-green-950 dark:text-green-200',
  bad: 'bg-red-50 text-red-800 dark:bg-red-950 dark:text-red-200',
} as const;

const toneOf: Record<ReviewStatus, keyof typeof tones> = {
  scheduled: 'neutral',
  invited: 'neutral',
  in_progress: 'attention',
  checkin_done: 'attention',
  meeting_booked: 'attention',
  completed: 'good',
  declined: 'bad',
  not_attempted: 'bad',
};

const badge = 'inline-flex items-center rounded-full px-2.5 py-0.5 text-xs font-semibold whitespace-nowrap';

// A review's stage, and "Overdue" beside it once its date has passed while it is open.
export function ReviewStatusBadge({ status, isOverdue }: { status: ReviewStatus; isOverdue: boolean }) {
  return (
    <>
      <span className={cx(badge, tones[toneOf[status]])}>{reviewStatusLabels[status]}</span>
      {isOverdue ? <span className={cx(badge, tones.bad)}>Overdue</span> : null}
    </>
  );
}
