import type {
  PipelineCounts,
  PipelineQuery,
  PipelineRow,
  PipelineStage,
} from '@atrium/domain/contract/reviews';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { reviewStatuses, reviewStatusLabels } from '@atrium/domain/review/schedule';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '../../../ui/card.tsx';
import { ColumnHeadings, columnRowClasses } from '../../../ui/column-list.tsx';
import { cx } from '../../../ui/cx.ts';
import { pipelineQueryOptions } from '../api.ts';
import { ReviewStatusBadge } from './review-status-badge.tsx';

const linkClass = 'font-semibold text-primary-ink underline underline-offset-4';
const columns = 'md:grid md:grid-cols-[minmax(0,2fr)_minmax(0,1.2fr)_minmax(0,1.4fr)_minmax(0,1fr)]';

function Row({ row, showAdviser }: { row: PipelineRow; showAdviser: boolean }) {
  return (
    <li className={`space-y-2 ${columnRowClasses(columns)}`}>
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

const stageLabels: Record<PipelineStage, string> = {
  overdue: 'Overdue',
  ...reviewStatusLabels,
  unscheduled: 'Not scheduled',
};
const stageOrder: PipelineStage[] = ['overdue', ...reviewStatuses, 'unscheduled'];

function countOf(counts: PipelineCounts, stage: PipelineStage): number {
  if (stage === 'overdue') return counts.overdue;
  if (stage === 'unscheduled') return counts.unscheduled;
  return counts.by_status[stage];
}

const chip =
  'inline-flex items-center gap-1.5 rounded-full border px-3 py-1 text-sm font-medium underline-offset-4 hover:underline';
const chipIdle = 'border-gray-300 text-gray-800 dark:border-gray-700 dark:text-gray-200';
const chipCurrent = 'border-primary-ink bg-primary-50 text-primary-ink dark:bg-gray-800';

// The count at each stage, each a link that lists that stage only; "All" lists every household.
function Stages({ counts, current }: { counts: PipelineCounts; current: PipelineStage | undefined }) {
  const stages: { stage: PipelineStage | undefined; label: string; count: number }[] = [
    { stage: undefined, label: 'All', count: counts.total },
    ...stageOrder.map((stage) => ({ stage, label: stageLabels[stage], count: countOf(counts, stage) })),
  ];
  return (
    <nav aria-label="Stages">
      <ul className="flex flex-wrap gap-2">
        {stages.map(({ stage, label, count }) => (
          <li key={stage ?? 'all'}>
            <Link
              to="/adviser/reviews"
              search={stage ? { stage } : {}}
              aria-current={stage === current ? 'page' : undefined}
              className={cx(chip, stage === current ? chipCurrent : chipIdle)}
            >
              {label} <span className="tabular-nums">{count}</span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

// The households in the adviser's reach (the firm's, for an admin) and where each review stands, a page at a time:
// overdue first, then open ones by date, then closed ones, then households without a date; optionally one stage.
export function PipelinePage({ params, showAdviser }: { params: PipelineQuery; showAdviser: boolean }) {
  const { data: answer } = useSuspenseQuery(pipelineQueryOptions(params));
  const rows = answer.data;
  const stage = params.stage;
  return (
    <div className="flex flex-col gap-6">
      <header className="flex flex-col gap-3">
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Annual reviews</h1>
        <Stages counts={answer.counts} current={stage} />
      </header>
      <Card className="overflow-hidden">
        <ColumnHeadings columns={columns} headings={['Household', 'Review date', 'Stage', 'Check-ins']} />
        {rows.length === 0 ? (
          <p className="p-6 text-sm text-gray-700 dark:text-gray-300">
            {stage ? `No households at this stage: ${stageLabels[stage]}.` : 'No households yet.'}
          </p>
        ) : (
          <ul
            aria-label={stage ? `Reviews: ${stageLabels[stage]}` : 'Reviews'}
            className="divide-y divide-gray-200 dark:divide-gray-800"
          >
            {rows.map((row) => (
              <Row key={row.client.id} row={row} showAdviser={showAdviser} />
            ))}
          </ul>
        )}
      </Card>
      {answer.next_cursor || params.cursor ? (
        <nav aria-label="Pages" className="flex flex-wrap justify-between gap-3 text-sm">
          {params.cursor ? (
            <Link to="/adviser/reviews" search={stage ? { stage } : {}} className={linkClass}>
              Back to the first page
            </Link>
          ) : (
            <span />
          )}
          {answer.next_cursor ? (
            <Link
              to="/adviser/reviews"
              search={{ ...(stage ? { stage } : {}), cursor: answer.next_cursor }}
              className={linkClass}
            >
              Next page
            </Link>
          ) : null}
        </nav>
      ) : null}
    </div>
  );
}
