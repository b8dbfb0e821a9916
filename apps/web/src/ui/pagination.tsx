import { ChevronLeft, ChevronRight } from 'lucide-react';
import type { ReactNode } from 'react';
import { cx } from './cx.ts';
import { pageNumbers } from './pagination-model.ts';

const itemClasses =
  'inline-flex min-h-10 min-w-10 items-center justify-center gap-1 rounded-lg px-2 text-sm font-medium ' +
  'text-gray-800 hover:bg-gray-100 dark:text-gray-200 dark:hover:bg-gray-800';
const currentClasses =
  'bg-primary-action text-primary-on-action hover:bg-primary-action dark:text-primary-on-action';

// What the page's own link to a page is drawn with (the router's Link to the page's URL for that page).
export type PageLinkProps = { className: string; 'aria-label'?: string | undefined; children: ReactNode };

type Props = {
  current: number;
  last: number;
  // The navigation's name: "Pages of clients".
  label: string;
  pageLink: (page: number, props: PageLinkProps) => ReactNode;
};

// Page numbers, previous and next; each page is a URL (pageLink), so it can be shared and the back button works.
export function Pagination({ current, last, label, pageLink }: Props) {
  if (last <= 1) return null;
  const pages = pageNumbers(current, last);
  return (
    <nav aria-label={label} className="flex flex-wrap items-center justify-center gap-1">
      {current > 1
        ? pageLink(current - 1, {
            className: itemClasses,
            children: (
              <>
                <ChevronLeft aria-hidden="true" className="size-4" />
                Previous
              </>
            ),
          })
        : null}
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
              pageLink(page, { className: itemClasses, 'aria-label': `Page ${page}`, children: page })
            )}
          </li>
        ))}
      </ul>
      {current < last
        ? pageLink(current + 1, {
            className: itemClasses,
            children: (
              <>
                Next
                <ChevronRight aria-hidden="true" className="size-4" />
              </>
            ),
          })
        : null}
    </nav>
  );
}
