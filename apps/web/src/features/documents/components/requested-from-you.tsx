import { type ClientDocumentRequest, isAwaitingClient } from '@atrium/domain/contract/document-requests';
import { useSuspenseQuery } from '@tanstack/react-query';
import { SectionCard } from '../../../ui/section-card.tsx';
import { useRequestLiveUpdates } from '../hooks/use-request-live-updates.ts';
import { ownRequestsQueryOptions } from '../requests-api.ts';
import { RequestItem } from './request-item.tsx';
import { dueText, recurrenceText } from './request-status.tsx';
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
  const recurrence = recurrenceText(item);
  return (
    <RequestItem
      title={item.title}
      status={item.status}
      details={`${audienceText(item, partnerName)} · ${dueText(item)}${recurrence ? ` · ${recurrence}` : ''}`}
      note={item.note}
      rejection={
        item.status === 'rejected' && item.reject_reason
          ? `Your adviser needs this again: ${item.reject_reason}`
          : null
      }
    >
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
    </RequestItem>
  );
}

// The household's checklist on the Documents page: every item the firm asked for and where it stands. Nothing is
// shown while nothing was asked.
export function RequestedFromYou({ recipient }: { recipient: string }) {
  useRequestLiveUpdates();
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
