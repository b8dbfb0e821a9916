import {
  isOpenRequest,
  rejectDocumentRequestSchema,
  type StaffDocumentRequest,
} from '@atrium/domain/contract/document-requests';
import { formatIsoDate } from '@atrium/domain/factfind/answer-text';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { failureMessage } from '../../../ui/form.tsx';
import { ReasonForm } from '../../../ui/reason-form.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { downloadDocument } from '../api.ts';
import { useRequestLiveUpdates } from '../hooks/use-request-live-updates.ts';
import { clientRequestsKey, clientRequestsQueryOptions, reviewRequest } from '../requests-api.ts';
import { RequestDocumentsForm } from './request-documents-form.tsx';
import { RequestItem } from './request-item.tsx';
import { dueText, recurrenceText } from './request-status.tsx';

type People = { person: 1 | 2; name: string }[];

function RejectForm({
  clientId,
  item,
  onDone,
}: {
  clientId: number;
  item: StaffDocumentRequest;
  onDone: () => void;
}) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: ({ reason }: { reason: string }) => reviewRequest(clientId, item.id, 'reject', reason),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: clientRequestsKey(clientId) });
      onDone();
    },
  });
  return (
    <ReasonForm
      schema={rejectDocumentRequestSchema}
      mutation={mutation}
      label={`Why ${item.title} is not right`}
      hint="The client sees this beside the item, and uploads again."
      rows={2}
      submitLabel="Reject"
      cancel={{ label: 'Cancel', onClick: onDone }}
      size="sm"
    />
  );
}

function Item({ clientId, item }: { clientId: number; item: StaffDocumentRequest }) {
  const queryClient = useQueryClient();
  const [isRejecting, setRejecting] = useState(false);
  const [isWithdrawing, setWithdrawing] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const act = useMutation({
    mutationFn: (action: 'accept' | 'withdraw') => reviewRequest(clientId, item.id, action),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientRequestsKey(clientId) }),
    onError: (failure) => setError(failureMessage(failure, [])),
    onSettled: () => setWithdrawing(false),
  });
  const recurrence = recurrenceText(item);
  return (
    <RequestItem
      title={item.title}
      status={item.status}
      details={`For ${item.person_name ?? 'both'} · ${dueText(item)}${recurrence ? ` · ${recurrence}` : ''} · asked by ${
        item.requested_by
      } on ${formatIsoDate(item.created_at.slice(0, 10))}`}
      note={item.note}
      rejection={item.reject_reason ? `Rejected: ${item.reject_reason}` : null}
    >
      {item.files.length > 0 ? (
        <ul aria-label={`Files sent for ${item.title}`} className="flex flex-col gap-1">
          {item.files.map((file, index) => (
            <li key={file.document_id} className="flex flex-wrap items-center gap-2 text-sm">
              <Button
                variant="ghost"
                size="sm"
                onClick={() =>
                  downloadDocument(file.download_url, file.name).catch((failure: unknown) =>
                    setError(failureMessage(failure, [])),
                  )
                }
              >
                <Download aria-hidden="true" className="size-4" />
                <span className="break-all">{file.name}</span>
              </Button>
              <span className="text-gray-700 dark:text-gray-300">
                {index === 0 ? 'latest, ' : ''}from {file.uploaded_by}
              </span>
            </li>
          ))}
        </ul>
      ) : null}
      {error ? (
        <p role="alert" className="text-sm font-medium text-red-700 dark:text-red-300">
          {error}
        </p>
      ) : null}
      {isRejecting ? (
        <RejectForm clientId={clientId} item={item} onDone={() => setRejecting(false)} />
      ) : isOpenRequest(item.status) ? (
        <div className="flex flex-wrap gap-2">
          {item.status === 'uploaded' ? (
            <>
              <Button
                size="sm"
                aria-label={`Accept ${item.title}`}
                isPending={act.isPending && act.variables === 'accept'}
                onClick={() => act.mutate('accept')}
              >
                Accept
              </Button>
              <Button
                variant="secondary"
                size="sm"
                aria-label={`Reject ${item.title}`}
                onClick={() => setRejecting(true)}
              >
                Reject
              </Button>
            </>
          ) : null}
          <Button
            variant="ghost"
            size="sm"
            aria-label={`Withdraw ${item.title}`}
            onClick={() => setWithdrawing(true)}
          >
            Withdraw
          </Button>
        </div>
      ) : null}
      <ConfirmDialog
        open={isWithdrawing}
        onOpenChange={setWithdrawing}
        title={`Withdraw ${item.title}?`}
        description="The client no longer sees it or is reminded of it. Anything they uploaded stays in their documents."
        confirmLabel="Withdraw"
        variant="danger"
        isPending={act.isPending}
        onConfirm={() => act.mutate('withdraw')}
      />
    </RequestItem>
  );
}

// The client page's document requests (docs/document-requests.md): what the firm asked for and where each stands,
// accepting or rejecting what arrived, and a form to ask for more.
export function AdviserDocumentRequests({ clientId, people }: { clientId: number; people: People }) {
  useRequestLiveUpdates();
  const { data: items } = useSuspenseQuery(clientRequestsQueryOptions(clientId));
  const waiting = items.filter((item) => item.status === 'uploaded').length;
  const open = items.filter((item) => isOpenRequest(item.status));
  const closed = items.filter((item) => !isOpenRequest(item.status));
  return (
    <SectionCard
      title="Document requests"
      description={
        items.length === 0
          ? 'Nothing requested yet.'
          : `${open.length} open${waiting > 0 ? `, ${waiting} waiting for your review` : ''}.`
      }
    >
      {open.length > 0 ? (
        <ul aria-label="Open requests" className="divide-y divide-gray-200 dark:divide-gray-800">
          {open.map((item) => (
            <Item key={item.id} clientId={clientId} item={item} />
          ))}
        </ul>
      ) : null}
      {closed.length > 0 ? (
        <details className="text-sm">
          <summary className="cursor-pointer font-medium text-primary-ink">
            Accepted and withdrawn ({closed.length})
          </summary>
          <ul aria-label="Closed requests" className="divide-y divide-gray-200 dark:divide-gray-800">
            {closed.map((item) => (
              <Item key={item.id} clientId={clientId} item={item} />
            ))}
          </ul>
        </details>
      ) : null}
      <div className="border-t border-gray-200 pt-4 dark:border-gray-800">
        <h3 className="mb-3 font-semibold">Request a document</h3>
        <RequestDocumentsForm clientId={clientId} people={people} />
      </div>
    </SectionCard>
  );
}
