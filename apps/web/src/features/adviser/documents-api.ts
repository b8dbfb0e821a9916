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
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../lib/http.ts';
import { downloadFile, uploadFile } from '../../lib/http-files.ts';
import { adviserKeys, clientPath } from './api.ts';

export const documentsKey = (clientId: number) => [...adviserKeys.client(clientId), 'documents'] as const;
export const linksKey = (clientId: number) => [...adviserKeys.client(clientId), 'links'] as const;

export function documentsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: documentsKey(clientId),
    queryFn: ({ signal }) =>
      http.get(`${clientPath(clientId)}/documents`, { schema: documentsResponseSchema, signal }),
    select: (response) => response.data,
  });
}

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

export function linksQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: linksKey(clientId),
    queryFn: ({ signal }) =>
      http.get(`${clientPath(clientId)}/links`, { schema: linksResponseSchema, signal }),
    select: (response) => response.data,
  });
}

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
