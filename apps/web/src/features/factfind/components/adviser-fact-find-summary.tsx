import type { FactFindSummary } from '@atrium/domain/contract/adviser-factfind';
import { useMutation } from '@tanstack/react-query';
import { CircleCheck, FileDown } from 'lucide-react';
import type { ReactNode } from 'react';
import { saveFile } from '../../../lib/http-files.ts';
import { FactFindStatusBadge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { ConfirmAction } from '../../../ui/confirm-action.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { Details } from '../../../ui/details.tsx';
import { SectionCard } from '../../../ui/section-card.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { downloadFactFindPdf } from '../adviser-api.ts';
import { useAdviserReviewActions } from '../hooks/use-adviser-review-actions.ts';
import { AdviserReturnDialog } from './adviser-return-dialog.tsx';

function rows(summary: FactFindSummary): [string, ReactNode][] {
  const by = (person: FactFindSummary['reviewed_by']) => (person ? ` by ${person.name}` : '');
  return [
    ['Status', <FactFindStatusBadge key="status" status={summary.status} />],
    ['Started', formatDateTime(summary.created_at)],
    ['Last changed', formatDateTime(summary.updated_at)],
    ...(summary.submitted_at
      ? [['Submitted', formatDateTime(summary.submitted_at)] as [string, ReactNode]]
      : []),
    ...(summary.reviewed_at
      ? [
          ['Reviewed', `${formatDateTime(summary.reviewed_at)}${by(summary.reviewed_by)}`] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ...(summary.returned_at
      ? [
          ['Returned', `${formatDateTime(summary.returned_at)}${by(summary.returned_by)}`] as [
            string,
            ReactNode,
          ],
        ]
      : []),
    ...(summary.return_note
      ? [
          [
            'Note to the client',
            <span key="note" className="whitespace-pre-wrap">
              {summary.return_note}
            </span>,
          ] as [string, ReactNode],
        ]
      : []),
  ];
}

type Props = {
  clientId: number;
  clientName: string;
  summary: FactFindSummary;
  preview: ReactNode;
  // A review or return changes the client's status on the staff's other screens too: the route refreshes them.
  onStatusChange: () => Promise<unknown>;
};

// Where the fact-find stands, and what the adviser can do with it: review or return it while it awaits
// review, download it once submitted, and see it as the client does.
export function AdviserFactFindSummary({ clientId, clientName, summary, preview, onStatusChange }: Props) {
  const { review, giveBack } = useAdviserReviewActions(clientId, clientName, onStatusChange);
  const pdf = useMutation({
    mutationFn: () => downloadFactFindPdf(clientId, summary.is_current ? null : summary.id),
    onSuccess: saveFile,
    onError: (error) => addToast({ description: error.message, isError: true }),
  });
  const isSubmitted = summary.status !== 'draft';
  const canReview = summary.is_current && summary.status === 'awaiting-review';
  return (
    <SectionCard title={summary.is_current ? 'Current fact-find' : 'Earlier fact-find'}>
      <Details rows={rows(summary)} />
      <div className="flex flex-wrap gap-3 border-t border-gray-200 pt-4 dark:border-gray-800">
        {canReview ? (
          <>
            <ConfirmAction
              label="Mark as reviewed"
              icon={<CircleCheck aria-hidden="true" className="size-4" />}
              buttonVariant="primary"
              title="Mark this fact-find as reviewed?"
              description={`${clientName} will be told it has been reviewed. They can start a new fact-find whenever their circumstances change.`}
              confirmLabel="Mark as reviewed"
              onConfirm={() => review.mutateAsync()}
            />
            <AdviserReturnDialog clientName={clientName} onReturn={(note) => giveBack.mutateAsync(note)} />
          </>
        ) : null}
        {isSubmitted ? (
          <Button variant="secondary" onClick={() => pdf.mutate()} isPending={pdf.isPending}>
            {pdf.isPending ? null : <FileDown aria-hidden="true" className="size-4" />}
            Download PDF
          </Button>
        ) : null}
        {preview}
      </div>
    </SectionCard>
  );
}
