import type { DocumentRequestStatus } from '@atrium/domain/contract/document-requests';
import { type ReactNode, useId } from 'react';
import { RequestStatusBadge } from './request-status.tsx';

type Props = {
  title: string;
  status: DocumentRequestStatus;
  // Who it is for and when it is due, said to the reader (dueText, recurrenceText).
  details: ReactNode;
  note: string | null;
  // Why the firm sent it back, in the reader's words; null when it was not.
  rejection: string | null;
  // What the reader can see or do with it next (files, upload, review).
  children?: ReactNode;
};

// One document asked for, as an item of a list: its title, its status in words, who it is for and when it is due,
// the firm's note and why it was sent back. The same on the client's checklist (requested-from-you.tsx) and the
// client page's requests (adviser-document-requests.tsx).
export function RequestItem({ title, status, details, note, rejection, children }: Props) {
  const headingId = useId();
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-3 py-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 font-semibold break-words text-gray-950 dark:text-white">
            {title}
          </h3>
          <RequestStatusBadge status={status} />
        </div>
        <p className="text-sm text-gray-700 dark:text-gray-300">{details}</p>
        {note ? <p className="text-sm break-words text-gray-800 dark:text-gray-200">{note}</p> : null}
        {rejection ? (
          <p className="rounded-md bg-red-50 p-3 text-sm break-words text-red-900 dark:bg-red-950 dark:text-red-100">
            {rejection}
          </p>
        ) : null}
        {children}
      </article>
    </li>
  );
}
