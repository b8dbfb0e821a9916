import {
  type DocumentCategory,
  documentResponseSchema,
  documentsResponseSchema,
} from '@atrium/domain/contract/documents';
import { z } from 'zod';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { downloadFile, saveFile, uploadFile } from '../../lib/http-files.ts';

export const documentsKey = ['documents'] as const;

// The client's whole folder: a client's documents are tens, not thousands, so the page searches and filters
// what it holds (instantly, without a request per keystroke).
export const documentsQueryOptions = () => dataQuery(documentsKey, '/api/documents', documentsResponseSchema);

export function uploadDocument(
  { file, category }: { file: File; category: DocumentCategory },
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) {
  const body = new FormData();
  body.append('category', category);
  body.append('file', file, file.name);
  return uploadFile('/api/documents', { body, schema: documentResponseSchema, ...options });
}

// Fetched with the session's token (a plain link could not send it), then handed to the browser as a download.
export async function downloadDocument(downloadUrl: string, name: string): Promise<void> {
  saveFile(await downloadFile(downloadUrl, name));
}

// Only the client's own uploads (the server answers 403 for what the firm shared).
export const deleteDocument = (documentId: number) =>
  http.delete(`/api/documents/${documentId}`, { schema: z.null() });
