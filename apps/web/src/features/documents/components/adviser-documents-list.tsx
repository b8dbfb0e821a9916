import { type Document, documentCategoryLabels } from '@atrium/domain/contract/documents';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { Badge } from '../../../ui/badge.tsx';
import { Button } from '../../../ui/button.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { DeleteWithConfirm } from '../../../ui/delete-with-confirm.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { clientDocumentsKey, deleteClientDocument } from '../adviser-api.ts';
import { downloadDocument } from '../api.ts';
import { formatFileSize } from '../format.ts';

function DocumentRow({ clientId, document }: { clientId: number; document: Document }) {
  const queryClient = useQueryClient();
  const download = useMutation({
    mutationFn: () => downloadDocument(document.download_url, document.name),
    onSuccess: () => {
      // The first download by the firm clears "new".
      if (document.is_new) void queryClient.invalidateQueries({ queryKey: clientDocumentsKey(clientId) });
    },
    onError: (error) => addToast({ description: error.message, isError: true }),
  });
  return (
    <li className="flex flex-wrap items-center gap-3 py-3">
      <FileText aria-hidden="true" className="size-5 shrink-0 text-gray-600 dark:text-gray-400" />
      <div className="min-w-0 flex-1">
        <p className="flex flex-wrap items-center gap-2 font-medium break-all text-gray-900 dark:text-gray-50">
          {document.name}
          {document.is_new ? <Badge tone="attention">New</Badge> : null}
        </p>
        <p className="text-sm text-gray-700 dark:text-gray-300">
          {documentCategoryLabels[document.category]} · {formatFileSize(document.size)} ·{' '}
          {document.uploaded_by.name},{' '}
          <time dateTime={document.created_at}>{formatDateTime(document.created_at)}</time>
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        onClick={() => download.mutate()}
        isPending={download.isPending}
        aria-label={`Download ${document.name}`}
      >
        {download.isPending ? null : <Download aria-hidden="true" className="size-4" />}
        Download
      </Button>
      {/* Any of the client's documents: the client no longer sees it either. */}
      <DeleteWithConfirm
        name={document.name}
        title="Delete this document?"
        description={`${document.name} will be deleted for you and for the client. This cannot be undone.`}
        remove={() => deleteClientDocument(clientId, document.id)}
        queryKey={clientDocumentsKey(clientId)}
      />
    </li>
  );
}

type Props = { clientId: number; documents: Document[]; empty: string; label: string };

export function AdviserDocumentsList({ clientId, documents, empty, label }: Props) {
  if (documents.length === 0) return <p className="text-sm text-gray-700 dark:text-gray-300">{empty}</p>;
  return (
    <ul aria-label={label} className="divide-y divide-gray-200 dark:divide-gray-800">
      {documents.map((document) => (
        <DocumentRow key={document.id} clientId={clientId} document={document} />
      ))}
    </ul>
  );
}
