import {
  type DocumentCategory,
  documentResponseSchema,
  documentsResponseSchema,
} from '@atrium/domain/contract/documents';
import { z } from 'zod';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { uploadFile } from '../../lib/http-files.ts';
import { documentsKey } from './api.ts';

// The firm's side of a client's documents (docs/adviser-api.md), under the feature's key: what the household
// uploaded and what the firm shared with them. Downloads go through api.ts's downloadDocument, as the client's do.
export const clientDocumentsKey = (clientId: number) => [...documentsKey, 'client', clientId] as const;

const documentsPath = (clientId: number) => `/api/adviser/clients/${clientId}/documents`;

export const clientDocumentsQueryOptions = (clientId: number) =>
  dataQuery(clientDocumentsKey(clientId), documentsPath(clientId), documentsResponseSchema);

export function shareDocument(
  clientId: number,
  { file, category }: { file: File; category: DocumentCategory },
  onProgress: (fraction: number) => void,
) {
  const body = new FormData();
  body.append('category', category);
  body.append('file', file, file.name);
  return uploadFile(documentsPath(clientId), { body, schema: documentResponseSchema, onProgress });
}

// Any of the client's documents: the file is removed and the client no longer sees it.
export const deleteClientDocument = (clientId: number, documentId: number) =>
  http.delete(`${documentsPath(clientId)}/${documentId}`, { schema: z.null() });
