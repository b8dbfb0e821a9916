import {
  type DocumentCategory,
  documentResponseSchema,
  documentsResponseSchema,
} from '@atrium/domain/contract/documents';
import {
  type CreateLinkRequest,
  linkResponseSchema,
  linksResponseSchema,
} from '@atrium/domain/contract/links';
import { z } from 'zod';
import { http } from '../../lib/http.ts';
import { downloadFile, uploadFile } from '../../lib/http-files.ts';
import { clientListKey, clientListQueryOptions, clientPath } from './api.ts';

export const documentsKey = (clientId: number) => clientListKey(clientId, 'documents');
export const linksKey = (clientId: number) => clientListKey(clientId, 'links');

export const documentsQueryOptions = (clientId: number) =>
  clientListQueryOptions(clientId, 'documents', documentsResponseSchema);

export function uploadDocument(
  clientId: number,
  { file, category }: { file: File; category: DocumentCategory },
  onProgress: (fraction: number) => void,
) {
  const body = new FormData();
  body.append('category', category);
  body.append('file', file, file.name);
  return uploadFile(`${clientPath(clientId)}/documents`, {
    body,
    schema: documentResponseSchema,
    onProgress,
  });
}

export function downloadDocument(downloadUrl: string, name: string) {
  return downloadFile(downloadUrl, name);
}

export const linksQueryOptions = (clientId: number) =>
  clientListQueryOptions(clientId, 'links', linksResponseSchema);

export function createLink(clientId: number, body: CreateLinkRequest) {
  return http.post(`${clientPath(clientId)}/links`, { body, schema: linkResponseSchema });
}

// 204 No Content: nothing to read.
export function deleteLink(clientId: number, linkId: number) {
  return http.delete(`${clientPath(clientId)}/links/${linkId}`, { schema: z.null() });
}

// Any of the client's documents: the file is removed and the client no longer sees it.
export const deleteDocument = (clientId: number, documentId: number) =>
  http.delete(`${clientPath(clientId)}/documents/${documentId}`, { schema: z.null() });
