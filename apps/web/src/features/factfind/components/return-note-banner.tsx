import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MessageSquareWarning } from 'lucide-react';
import { type ComponentType, useId } from 'react';
import { formatLongDate } from '../../../ui/date-time.ts';
import { factFindQueryOptions } from '../api.ts';
import type { FactFindTarget } from '../save.ts';

// A fact-find the adviser returned is a draft again with their note; the client reads it on the
// fact-find pages until they submit again. It appears live: the fact-find refetches when the adviser acts.
export function ReturnNoteBanner({
  clientId,
  showContinue = false,
}: {
  clientId: number;
  showContinue?: boolean;
}) {
  const headingId = useId();
  const { data } = useQuery(factFindQueryOptions(clientId));
  const returned = data?.status === 'draft' ? data.returnNote : null;
  return (
    // Always present, so screen readers announce the note when it arrives.
    <div role="status" className="empty:hidden">
      {returned ? (
        <section
          aria-labelledby={headingId}
          className="mb-8 rounded-2xl border-2 border-primary-ink bg-white p-5 shadow-sm sm:p-6 dark:bg-gray-900"
        >
          <h2
            id={headingId}
            className="flex items-center gap-2 text-lg font-semibold text-gray-900 dark:text-gray-50"
          >
            <MessageSquareWarning aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />
            {returned.returnedBy?.name ?? 'Your adviser'} sent your fact-find back to you
          </h2>
          <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
            On {formatLongDate(returned.returnedAt)}. Make the changes they ask for, then submit it again.
          </p>
          <blockquote className="mt-4 border-l-4 border-gray-300 pl-4 text-base whitespace-pre-wrap text-gray-900 dark:border-gray-600 dark:text-gray-50">
            {returned.note}
          </blockquote>
          {showContinue ? (
            <Link
              to="/fact-find"
              className="mt-4 inline-flex min-h-11 items-center font-semibold text-primary-ink underline underline-offset-4"
            >
              Change your fact-find
            </Link>
          ) : null}
        </section>
      ) : null}
    </div>
  );
}

type PageProps = { target: FactFindTarget; firmName: string };

// The fact-find's review and its "submitted" page (routes/fact-find-review.tsx, fact-find-submit-success.tsx): the
// page of the fact-find the route's beforeLoad chose, with the adviser's note on a returned fact-find above it and
// its Continue. Here, beside the banner, rather than in a module of its own: the chunk it would be split into costs
// the review page more bytes than its code (bench/README.md, "every page ≤ 200 kB").
export function NotedFactFindPage({
  target,
  firmName,
  page: Page,
}: PageProps & { page: ComponentType<PageProps> }) {
  return (
    <>
      {target.isPreview ? null : <ReturnNoteBanner clientId={target.clientId} showContinue />}
      <Page target={target} firmName={firmName} />
    </>
  );
}
