import { type StaffSignatureRequest, signatureMethodLabels } from '@atrium/domain/contract/signatures';
import { useMutation, useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { Card } from '../../../ui/card.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { formatDateTime, formatPlainDate } from '../../../ui/date-time.ts';
import { failureMessage } from '../../../ui/form.tsx';
import {
  clientSignaturesKey,
  clientSignaturesQueryOptions,
  downloadPdf,
  withdrawSignatureRequest,
} from '../api.ts';
import { SendForSignature } from './send-for-signature.tsx';
import { SignerList, StatusBadge } from './status.tsx';

const eventLabels: Record<StaffSignatureRequest['events'][number]['type'], string> = {
  sent: 'Sent',
  viewed: 'Viewed',
  reminded: 'Reminded',
  'code-sent': 'Code texted',
  signed: 'Signed',
  declined: 'Declined',
  withdrawn: 'Withdrawn',
  completed: 'Sealed',
};

function Evidence({ request }: { request: StaffSignatureRequest }) {
  return (
    <details className="text-sm">
      <summary className="cursor-pointer font-medium text-primary-ink">Evidence and history</summary>
      <div className="mt-3 flex flex-col gap-4">
        <p className="break-all text-gray-700 dark:text-gray-300">
          SHA-256 as sent: {request.original_sha256}
          {request.final_sha256 ? (
            <>
              <br />
              SHA-256 of the signed copy: {request.final_sha256}
            </>
          ) : null}
        </p>
        {request.evidence.map((item) => (
          <dl
            key={item.signer_id}
            className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1 text-gray-900 dark:text-gray-100"
          >
            <dt className="font-medium">Signer</dt>
            <dd>
              {item.name} ({item.email}), typed “{item.typed_name}”
            </dd>
            <dt className="font-medium">Authenticated</dt>
            <dd>
              Fresh {signatureMethodLabels[item.method]} at {formatDateTime(item.authenticated_at)}
            </dd>
            <dt className="font-medium">Signed</dt>
            <dd>{formatDateTime(item.signed_at)}</dd>
            <dt className="font-medium">From</dt>
            <dd className="break-words">
              {item.ip}, {item.user_agent}
            </dd>
            <dt className="font-medium">Document</dt>
            <dd className="break-all">SHA-256 {item.document_sha256}</dd>
          </dl>
        ))}
        <ol className="flex flex-col gap-1 text-gray-800 dark:text-gray-200">
          {request.events.map((event, index) => (
            // biome-ignore lint/suspicious/noArrayIndexKey: events are listed in the order they happened.
            <li key={index}>
              {formatDateTime(event.at)}: {eventLabels[event.type]}
              {event.actor ? ` by ${event.actor}` : ''}
              {event.ip ? ` from ${event.ip}` : ''}
              {event.detail ? ` (${event.detail})` : ''}
            </li>
          ))}
        </ol>
      </div>
    </details>
  );
}

function RequestCard({ clientId, request }: { clientId: number; request: StaffSignatureRequest }) {
  const queryClient = useQueryClient();
  const [isConfirming, setConfirming] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const withdraw = useMutation({
    mutationFn: () => withdrawSignatureRequest(clientId, request.id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: clientSignaturesKey(clientId) }),
    onSettled: () => setConfirming(false),
  });
  const download = (url: string, name: string) =>
    downloadPdf(url, name).catch((failure: unknown) => setError(failureMessage(failure, [])));
  const declined = request.signers.find((signer) => signer.status === 'declined');
  const finalUrl = request.final_url;
  const headingId = useId();
  return (
    <article aria-labelledby={headingId}>
      <Card className="flex flex-col gap-3 p-5">
        <div className="flex flex-wrap items-center justify-between gap-2">
          <h3 id={headingId} className="text-base font-semibold break-words">
            {request.title}
          </h3>
          <StatusBadge status={request.status} />
        </div>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          Sent by {request.sent_by} on {formatDateTime(request.created_at)}
          {request.is_ordered ? ', to sign in order' : ''}
          {request.due_date ? `, due by ${formatPlainDate(request.due_date)}` : ''}.
        </p>
        <SignerList signers={request.signers} />
        {declined ? (
          <p className="rounded-md bg-red-50 p-3 text-sm text-red-900 dark:bg-red-950 dark:text-red-100">
            {declined.name} declined: {declined.decline_reason}
          </p>
        ) : null}
        <div className="flex flex-wrap gap-2">
          <Button
            variant="secondary"
            size="sm"
            onClick={() => download(request.original_url, `${request.title}.pdf`)}
          >
            Download as sent
          </Button>
          {finalUrl ? (
            <Button size="sm" onClick={() => download(finalUrl, `${request.title} (signed).pdf`)}>
              Download the signed copy
            </Button>
          ) : null}
          {request.status === 'pending' ? (
            <Button variant="ghost" size="sm" onClick={() => setConfirming(true)}>
              Withdraw
            </Button>
          ) : null}
        </div>
        {error ? (
          <p role="alert" className="text-sm text-red-700 dark:text-red-300">
            {error}
          </p>
        ) : null}
        <Evidence request={request} />
        <ConfirmDialog
          open={isConfirming}
          onOpenChange={setConfirming}
          title="Withdraw this request?"
          description="Nobody can sign it any more, and the reminders stop."
          confirmLabel="Withdraw"
          variant="danger"
          isPending={withdraw.isPending}
          onConfirm={() => withdraw.mutate()}
        />
      </Card>
    </article>
  );
}

// The client page's Signatures tab: send, follow, withdraw, and read each signature's evidence.
export function AdviserSignaturesTab({ clientId }: { clientId: number }) {
  const { data } = useSuspenseQuery(clientSignaturesQueryOptions(clientId));
  return (
    <div className="flex flex-col gap-6">
      <SendForSignature clientId={clientId} />
      <section aria-labelledby="signature-requests" className="flex flex-col gap-3">
        <h2 id="signature-requests" className="text-lg font-semibold text-gray-950 dark:text-white">
          Sent for signature
        </h2>
        {data.data.length === 0 ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">Nothing has been sent for signature yet.</p>
        ) : (
          data.data.map((request) => <RequestCard key={request.id} clientId={clientId} request={request} />)
        )}
      </section>
    </div>
  );
}
