import type { ClientsQueryParams, PaginationMeta } from '@atrium/domain/contract/adviser';
import { Link } from '@tanstack/react-router';
import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from '../../../ui/cx.ts';
import { pageNumbers } from '../pagination-model.ts';

const itemClasses =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium ' +
  'text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';
const currentClasses =
  'bg-primary-action text-primary-on-action hover:bg-primary-action dark:text-primary-on-action';

type PageLinkProps = { params: ClientsQueryParams; page: number; label?: string; children: ReactNode };

function PageLink({ params, page, label, children }: PageLinkProps) {
  return (
    <Link
      to="/adviser/clients"
      search={{ ...params, page: page > 1 ? page : undefined }}
      className={itemClasses}
      aria-label={label}
    >
      {children}
    </Link>
  );
}

// Page numbers, previous and next; each page is a URL, so it can be shared and the back button works.
export function Pagination({ meta, params }: { meta: PaginationMeta; params: ClientsQueryParams }) {
  const { current_page: current, last_page: last } = meta;
  if (last <= 1) return null;
  const pages = pageNumbers(current, last);
  return (
    <nav aria-label="Pages of clients" className="flex flex-wrap items-center justify-center gap-1">
      {current > 1 ? (
        <PageLink params={params} page={current - 1}>
          <ChevronLeft aria-hidden="true" className="size-4" />
          Previous
        </PageLink>
      ) : null}
      <ul className="flex flex-wrap items-center gap-1">
        {pages.map((page, index) => (
          <li key={page ?? `gap-after-${pages[index - 1]}`}>
            {page === null ? (
              <span
                aria-hidden="true"
                className="inline-flex min-w-6 justify-center text-gray-600 dark:text-gray-400"
              >
                …
              </span>
            ) : page === current ? (
              <span aria-current="page" className={cx(itemClasses, currentClasses)}>
                <span className="sr-only">Page </span>
                {page}
              </span>
            ) : (
              <PageLink params={params} page={page} label={`Page ${page}`}>
                {page}
              </PageLink>
            )}
          </li>
        ))}
      </ul>
      {current < last ? (
        <PageLink params={params} page={current + 1}>
          Next
          <ChevronRight aria-hidden="true" className="size-4" />
        </PageLink>
      ) : null}
    </nav>
  );
}
