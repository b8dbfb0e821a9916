import { type Document, documentCategoryLabels } from '@atrium/domain/contract/documents';
import { youOr } from '@atrium/domain/factfind/perspective';
import { useQueryClient } from '@tanstack/react-query';
import { Download, FileImage, FileSpreadsheet, FileText } from 'lucide-react';
import { useState } from 'react';
import { isApiError } from '../../../lib/http.ts';
import { useSession } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { formatDate } from '../../../ui/date-time.ts';
import { DeleteWithConfirm } from '../../../ui/delete-with-confirm.tsx';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { deleteDocument, documentsKey, downloadDocument } from '../api.ts';
import { formatFileSize } from '../format.ts';

function iconOf(mimeType: string) {
  if (mimeType.startsWith('image/')) return FileImage;
  if (mimeType.includes('sheet') || mimeType.includes('excel')) return FileSpreadsheet;
  return FileText;
}

function DocumentRow({ document, readerId }: { document: Document; readerId: number | null }) {
  const queryClient = useQueryClient();
  const [isDownloading, setIsDownloading] = useState(false);
  const Icon = iconOf(document.mime_type);
  // Either partner of a household may have uploaded it (packages/domain/src/factfind/perspective.ts).
  const isOwn = document.source === 'client' && document.uploaded_by.id === readerId;
  const who =
    document.source === 'client'
      ? `Uploaded by ${youOr(document.uploaded_by.id, readerId ?? 0, document.uploaded_by.name)}`
      : `Shared by ${document.uploaded_by.name}`;

  async function download() {
    setIsDownloading(true);
    try {
      await downloadDocument(document.download_url, document.name);
      // Opening it is what clears "New" on the server.
      if (document.is_new) await queryClient.invalidateQueries({ queryKey: documentsKey });
    } catch (error) {
      addToast({
        description: isApiError(error) ? error.message : 'The download failed. Please try again.',
        isError: true,
      });
    } finally {
      setIsDownloading(false);
    }
  }

  return (
    <li className="flex flex-wrap items-center gap-x-4 gap-y-3 py-4 first:pt-0 last:pb-0">
      <span
        aria-hidden="true"
        className="flex size-10 shrink-0 items-center justify-center rounded-lg bg-primary-50 text-primary-ink dark:bg-gray-800"
      >
        <Icon className="size-5" />
      </span>
      <div className="min-w-0 flex-1 basis-48">
        <p className="flex flex-wrap items-center gap-2">
          <span className="font-medium break-all text-gray-950 dark:text-white">{document.name}</span>
          {document.is_new ? (
            <span className="rounded-full bg-primary-action px-2 py-0.5 text-xs font-semibold text-primary-on-action">
              New
            </span>
          ) : null}
        </p>
        <p className="mt-0.5 text-sm text-gray-700 dark:text-gray-300">
          {documentCategoryLabels[document.category]} · {formatFileSize(document.size)} ·{' '}
          <time dateTime={document.created_at}>{formatDate(document.created_at)}</time> · {who}
        </p>
      </div>
      <Button
        variant="secondary"
        size="sm"
        isPending={isDownloading}
        onClick={download}
        aria-label={`Download ${document.name}`}
      >
        {isDownloading ? null : <Download aria-hidden="true" className="size-4" />}
        Download
      </Button>
      {/* Only the reader's own uploads (not the firm's, nor the partner's); the firm's copy goes too. */}
      {isOwn ? (
        <DeleteWithConfirm
          name={document.name}
          title="Delete this document?"
          description={`${document.name} will be deleted for you and your adviser. This cannot be undone.`}
          remove={() => deleteDocument(document.id)}
          queryKey={documentsKey}
        />
      ) : null}
    </li>
  );
}

export function DocumentList({ documents }: { documents: readonly Document[] }) {
  const readerId = useSession().user?.id ?? null;
  return (
    <ul aria-label="Your documents" className="divide-y divide-gray-200 dark:divide-gray-800">
      {documents.map((document) => (
        <DocumentRow key={document.id} document={document} readerId={readerId} />
      ))}
    </ul>
  );
}
