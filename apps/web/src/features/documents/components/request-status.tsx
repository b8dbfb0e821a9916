import {
  type DocumentRequestStatus,
  documentRequestStatusLabels,
} from '@atrium/domain/contract/document-requests';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { cx } from '../../../ui/cx.ts';

const tones: Record<DocumentRequestStatus, string> = {
  required: 'bg-amber-100 text-amber-900 dark:bg-amber-950 dark:text-amber-100',
  uploaded: 'bg-sky-100 text-sky-900 dark:bg-sky-950 dark:text-sky-100',
  accepted: 'bg-green-100 text-green-900 dark:bg-green-950 dark:text-green-100',
  rejected: 'bg-red-100 text-red-900 dark:bg-red-950 dark:text-red-100',
  withdrawn: 'bg-gray-100 text-gray-800 dark:bg-gray-800 dark:text-gray-100',
};

// An item's state in words (never colour alone), the same on the client's checklist and the firm's lists.
export function RequestStatusBadge({ status }: { status: DocumentRequestStatus }) {
  return (
    <span
      className={cx(
        'inline-block rounded-full px-2.5 py-0.5 text-xs font-medium whitespace-nowrap',
        tones[status],
      )}
    >
      {documentRequestStatusLabels[status]}
    </span>
  );
}

// "Due 16 Nov 2026", or "Overdue since …" while the client still has something to do.
export function dueText(item: { due_date: string; is_overdue: boolean }) {
  return item.is_overdue
    ? `Overdue: it was due ${formatIsoDate(item.due_date)}`
    : `Due ${formatIsoDate(item.due_date)}`;
}

// "2 of 3, monthly" for a recurring item.
export function recurrenceText(item: {
  occurrence: number;
  occurrences: number;
  every_months: number | null;
}) {
  if (item.every_months === null) return null;
  const every = item.every_months === 1 ? 'monthly' : `every ${item.every_months} months`;
  return `${item.occurrence} of ${item.occurrences}, ${every}`;
}
