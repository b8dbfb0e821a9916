import { suitabilityLabels } from '@atrium/domain/contract/reviews';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { isClosedReview } from '@atrium/domain/review/schedule';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { SectionCard } from '../../../ui/section-card.tsx';
import { householdReviewQueryOptions } from '../api.ts';
import { ChangesList } from './changes-list.tsx';
import { CheckIns } from './check-ins.tsx';
import { CloseForm, CompleteForm, MeetingForm, ScheduleForm } from './review-actions.tsx';
import { ReviewStatusBadge } from './review-status-badge.tsx';

const linkClass = 'font-medium text-primary-ink underline underline-offset-4 hover:no-underline';

// One household's review (docs/reviews.md): where it stands, each person's check-in, what changed since the last
// review, and the adviser's actions: the date, the meeting, completing, or closing it once overdue.
export function ReviewPage({ clientId }: { clientId: number }) {
  const { data: view } = useSuspenseQuery(householdReviewQueryOptions(clientId));
  const review = view.data;
  const isClosed = review ? isClosedReview(review.status) : false;
  return (
    <div className="flex flex-col gap-6">
      <header className="space-y-2">
        <p className="text-sm">
          <Link to="/adviser/reviews" className={linkClass}>
            Annual reviews
          </Link>
        </p>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">
          Annual review: {view.client.name}
        </h1>
        {review ? (
          <div className="flex flex-wrap items-center gap-2 text-sm text-gray-800 dark:text-gray-200">
            <ReviewStatusBadge status={review.status} isOverdue={review.is_overdue} />
            <span>Review date {formatIsoDate(review.due_on)}</span>
            {review.invited_at ? <span>· {review.reminders_sent} reminders sent</span> : null}
          </div>
        ) : (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            No review yet: set the household’s review date.
          </p>
        )}
      </header>

      {review && isClosed ? (
        <SectionCard title="Outcome">
          <dl className="grid gap-x-4 gap-y-1 text-sm sm:grid-cols-[10rem_1fr]">
            {review.suitability ? (
              <>
                <dt className="text-gray-600 dark:text-gray-400">Suitability</dt>
                <dd>{suitabilityLabels[review.suitability]}</dd>
              </>
            ) : null}
            {review.outcome ? (
              <>
                <dt className="text-gray-600 dark:text-gray-400">Outcome</dt>
                <dd className="whitespace-pre-line">{review.outcome}</dd>
              </>
            ) : null}
            {review.closed_reason ? (
              <>
                <dt className="text-gray-600 dark:text-gray-400">Reason</dt>
                <dd>{review.closed_reason}</dd>
              </>
            ) : null}
            {review.meeting_on ? (
              <>
                <dt className="text-gray-600 dark:text-gray-400">Meeting</dt>
                <dd>{formatIsoDate(review.meeting_on)}</dd>
              </>
            ) : null}
            <dt className="text-gray-600 dark:text-gray-400">Closed by</dt>
            <dd>{review.closed_by ?? 'Unknown'}</dd>
            <dt className="text-gray-600 dark:text-gray-400">Next review</dt>
            <dd>{view.next_due_on ? formatIsoDate(view.next_due_on) : 'Not set'}</dd>
          </dl>
          {review.record_document_id ? (
            <p className="text-sm">
              The periodic review record is in the household’s{' '}
              <Link
                to="/adviser/clients/$clientId/documents"
                params={{ clientId: String(clientId) }}
                className={linkClass}
              >
                documents
              </Link>
              .
            </p>
          ) : null}
        </SectionCard>
      ) : null}

      <SectionCard title={isClosed || !review ? 'Next review date' : 'Review date'}>
        {/* A new form for each review and state: its date is the one that review now has. */}
        <ScheduleForm key={`${review?.id}-${review?.status}`} clientId={clientId} view={view} />
      </SectionCard>

      {review && review.status !== 'scheduled' ? (
        <SectionCard title="Check-in">
          <CheckIns review={review} />
        </SectionCard>
      ) : null}

      {review ? (
        <SectionCard
          title="What changed since the last review"
          description={
            review.baseline_at
              ? `Compared with the fact-find as it was on ${formatIsoDate(review.baseline_at.slice(0, 10))}.`
              : 'No earlier fact-find to compare with.'
          }
        >
          <ChangesList changes={review.changes} />
        </SectionCard>
      ) : null}

      {review && !isClosed ? (
        <SectionCard title="Meeting">
          <MeetingForm clientId={clientId} view={view} />
        </SectionCard>
      ) : null}
      {review?.status === 'meeting_booked' ? (
        <SectionCard title="Complete the review">
          <CompleteForm clientId={clientId} view={view} />
        </SectionCard>
      ) : null}
      {review && !isClosed && review.is_overdue ? (
        <SectionCard title="Not going ahead">
          <CloseForm clientId={clientId} />
        </SectionCard>
      ) : null}
    </div>
  );
}
