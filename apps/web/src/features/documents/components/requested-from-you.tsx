import { type ClientDocumentRequest, isAwaitingClient } from '@atrium/domain/contract/document-requests';
import { useSuspenseQuery } from '@tanstack/react-query';
import { useId } from 'react';
import { SectionCard } from '../../../ui/section-card.tsx';
import { ownRequestsQueryOptions } from '../requests-api.ts';
import { dueText, RequestStatusBadge, recurrenceText } from './request-status.tsx';
import { RequestUpload } from './request-upload.tsx';

// What the client has to do first: upload, upload again, then what waits for the firm, then what is done.
const rank = (item: ClientDocumentRequest) =>
  isAwaitingClient(item.status) ? 0 : item.status === 'uploaded' ? 1 : 2;

// Who it is for, said to its reader (packages/domain/src/factfind/perspective.ts).
function audienceText(item: ClientDocumentRequest, partnerName: string | null) {
  if (item.audience === 'partner') return `For ${partnerName ?? 'your partner'}`;
  if (item.audience === 'both' && partnerName) return 'For both of you';
  return 'For you';
}

function Item({ item, partnerName }: { item: ClientDocumentRequest; partnerName: string | null }) {
  const headingId = useId();
  const recurrence = recurrenceText(item);
  return (
    <li>
      <article aria-labelledby={headingId} className="flex flex-col gap-3 py-4">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 id={headingId} className="min-w-0 font-semibold break-words text-gray-950 dark:text-white">
            {item.title}
          </h3>
          <RequestStatusBadge status={item.status} />
        </div>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {audienceText(item, partnerName)} · {dueText(item)}
          {recurrence ? ` · ${recurrence}` : ''}
        </p>
        {item.note ? (
          <p className="text-sm break-words text-gray-800 dark:text-gray-200">{item.note}</p>
        ) : null}
        {item.status === 'rejected' && item.reject_reason ? (
          <p className="rounded-md bg-red-50 p-3 text-sm break-words text-red-900 dark:bg-red-950 dark:text-red-100">
            Your adviser needs this again: {item.reject_reason}
          </p>
        ) : null}
        {item.latest_file ? (
          <p className="text-sm break-all text-gray-700 dark:text-gray-300">Sent: {item.latest_file.name}</p>
        ) : null}
        {item.audience === 'partner' && isAwaitingClient(item.status) ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            {partnerName ?? 'Your partner'} uploads this from their own sign-in.
          </p>
        ) : null}
        {item.can_upload ? (
          <RequestUpload requestId={item.id} title={item.title} isAgain={item.status !== 'required'} />
        ) : null}
      </article>
    </li>
  );
}

// The household's checklist on the Documents page: every item the firm asked for and where it stands. Nothing is
// shown while nothing was asked.
export function RequestedFromYou({ recipient }: { recipient: string }) {
  const { data } = useSuspenseQuery(ownRequestsQueryOptions());
  if (data.data.length === 0) return null;
  const items = [...data.data].sort((a, b) => rank(a) - rank(b));
  const toDo = data.data.filter(
    (item) => item.audience !== 'partner' && isAwaitingClient(item.status),
  ).length;
  return (
    <SectionCard
      title="Requested from you"
      description={`${recipient} has asked for these documents. ${
        toDo === 0 ? 'Nothing is waiting for you.' : `${toDo} still to upload.`
      }`}
    >
      <ul aria-label="Requested documents" className="divide-y divide-gray-200 dark:divide-gray-800">
        {items.map((item) => (
          <Item key={item.id} item={item} partnerName={data.partner_name} />
        ))}
      </ul>
    </SectionCard>
  );
}
