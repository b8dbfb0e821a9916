import type { PipelineRow } from '@atrium/domain/contract/reviews';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { reviewStatusLabels } from '@atrium/domain/review/schedule';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '../../../ui/card.tsx';
import { pipelineQueryOptions } from '../api.ts';
import { ReviewStatusBadge } from './review-status-badge.tsx';

const columns = 'md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,1fr)]';

function Row({ row, showAdviser }: { row: PipelineRow; showAdviser: boolean }) {
  return (
    <li className={`space-y-2 px-4 py-4 sm:px-6 md:items-center md:gap-4 md:space-y-0 ${columns}`}>
      <div className="min-w-0">
        <Link
          to="/adviser/reviews/$clientId"
          params={{ clientId: String(row.client.id) }}
          className="font-semibold text-primary-ink underline-offset-4 hover:underline"
        >
          {row.client.name}
        </Link>
        {showAdviser ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">Adviser: {row.adviser ?? 'none yet'}</p>
        ) : null}
      </div>
      <p className="text-sm text-gray-800 dark:text-gray-200">
        <span className="md:sr-only">Review date: </span>
        {row.due_on ? formatIsoDate(row.due_on) : 'No date set'}
        {row.next_due_on ? (
          <span className="block text-gray-600 dark:text-gray-400">
            Next: {formatIsoDate(row.next_due_on)}
          </span>
        ) : null}
      </p>
      <div className="flex flex-wrap items-center gap-2">
        <span className="text-sm md:sr-only">Stage: </span>
        {row.status ? (
          <ReviewStatusBadge status={row.status} isOverdue={row.is_overdue} />
        ) : (
          <span className="text-sm">Not scheduled</span>
        )}
        {row.closed_reason ? (
          <span className="w-full text-sm text-gray-700 dark:text-gray-300">“{row.closed_reason}”</span>
        ) : null}
      </div>
      <p className="text-sm text-gray-800 dark:text-gray-200">
        <span className="md:sr-only">Check-ins: </span>
        {row.status && row.status !== 'scheduled'
          ? `${row.check_ins_confirmed} of ${row.people} checked in`
          : '—'}
      </p>
    </li>
  );
}

// Every household in the adviser's reach (the firm's, for an admin) and where its review stands: overdue first,
// then open ones by date, then closed ones, then households without a date.
export function PipelinePage({ showAdviser }: { showAdviser: boolean }) {
  const { data: rows } = useSuspenseQuery(pipelineQueryOptions());
  const overdue = rows.filter((row) => row.is_overdue).length;
  const counts = rows.reduce<Record<string, number>>((all, row) => {
    if (row.status) all[row.status] = (all[row.status] ?? 0) + 1;
    return all;
  }, {});
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Annual reviews</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {overdue > 0 ? `${overdue} overdue. ` : 'None overdue. '}
          {Object.entries(counts)
            .map(
              ([status, count]) =>
                `${reviewStatusLabels[status as keyof typeof reviewStatusLabels]}: ${count}`,
            )
            .join(' · ')}
        </p>
      </header>
      <Card className="overflow-hidden">
        <div
          aria-hidden="true"
          className={`hidden border-b border-gray-200 px-6 py-3 text-xs font-semibold tracking-wide text-gray-600 uppercase md:gap-4 dark:border-gray-800 dark:text-gray-400 ${columns}`}
        >
          <span>Household</span>
          <span>Review date</span>
          <span>Stage</span>
          <span>Check-ins</span>
        </div>
        {rows.length === 0 ? (
          <p className="p-6 text-sm text-gray-700 dark:text-gray-300">No households yet.</p>
        ) : (
          <ul aria-label="Reviews" className="divide-y divide-gray-200 dark:divide-gray-800">
            {rows.map((row) => (
              <Row key={row.client.id} row={row} showAdviser={showAdviser} />
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
