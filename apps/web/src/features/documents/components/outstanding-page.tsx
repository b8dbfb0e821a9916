import type { OutstandingDocumentRequest } from '@atrium/domain/contract/document-requests';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { Card } from '../../../ui/card.tsx';
import { ColumnHeadings, columnRowClasses } from '../../../ui/column-list.tsx';
import { Pagination } from '../../../ui/pagination.tsx';
import { useRequestLiveUpdates } from '../hooks/use-request-live-updates.ts';
import { outstandingQueryOptions } from '../requests-api.ts';
import { dueText, RequestStatusBadge } from './request-status.tsx';

const columns = 'md:grid md:grid-cols-[minmax(0,1.4fr)_minmax(0,1.6fr)_minmax(0,1.2fr)_minmax(0,1fr)]';

function Row({ item }: { item: OutstandingDocumentRequest }) {
  return (
    <li className={`space-y-1 ${columnRowClasses(columns)}`}>
      <div className="min-w-0">
        <Link
          to="/adviser/clients/$clientId/documents"
          params={{ clientId: String(item.client.id) }}
          className="font-semibold break-words text-primary-ink underline-offset-4 hover:underline"
        >
          {item.client.name}
        </Link>
        {item.person_name ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">For {item.person_name}</p>
        ) : null}
      </div>
      <p className="min-w-0 text-sm break-words text-gray-900 dark:text-gray-100">
        <span className="md:sr-only">Document: </span>
        {item.title}
      </p>
      <p
        className={
          item.is_overdue
            ? 'text-sm font-medium text-red-800 dark:text-red-300'
            : 'text-sm text-gray-800 dark:text-gray-200'
        }
      >
        {dueText(item)}
        <span className="block font-normal text-gray-600 dark:text-gray-400">
          Asked {formatIsoDate(item.created_at.slice(0, 10))}
        </span>
      </p>
      <div>
        <RequestStatusBadge status={item.status} />
      </div>
    </li>
  );
}

// The firm's documents still outstanding (an adviser's own clients', every client's for an admin): asked for and not
// yet accepted, oldest request first, a page at a time.
export function OutstandingPage({ page }: { page: number }) {
  useRequestLiveUpdates();
  const { data } = useSuspenseQuery(outstandingQueryOptions(page));
  const { meta } = data;
  return (
    <div className="flex flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Outstanding documents</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {meta.total === 0
            ? 'Every document asked for has been accepted.'
            : `${meta.total_capped ? 'More than ' : ''}${meta.total} asked for and not yet accepted, oldest first.`}
        </p>
      </header>
      {data.data.length > 0 ? (
        <Card className="overflow-hidden">
          <ColumnHeadings columns={columns} headings={['Client', 'Document', 'Due', 'Status']} />
          <ul aria-label="Outstanding documents" className="divide-y divide-gray-200 dark:divide-gray-800">
            {data.data.map((item) => (
              <Row key={item.id} item={item} />
            ))}
          </ul>
        </Card>
      ) : null}
      <Pagination
        current={page}
        last={meta.last_page}
        label="Pages of outstanding documents"
        pageLink={(to, props) => (
          <Link to="/adviser/document-requests" search={{ page: to > 1 ? to : undefined }} {...props} />
        )}
      />
    </div>
  );
}
