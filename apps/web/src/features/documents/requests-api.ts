import {
  clientDocumentRequestResponseSchema,
  clientDocumentRequestsResponseSchema,
  documentRequestTemplateResponseSchema,
  documentRequestTemplatesResponseSchema,
  type NewDocumentRequest,
  outstandingDocumentRequestsResponseSchema,
  type SaveDocumentRequestTemplate,
  staffDocumentRequestResponseSchema,
  staffDocumentRequestsResponseSchema,
} from '@atrium/domain/contract/document-requests';
import { dataQuery, getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { uploadFile } from '../../lib/http-files.ts';
import { documentsKey } from './api.ts';

// Document requests (docs/document-requests.md), under the documents feature's key: an upload against an item is a
// document of the vault too, so refreshing the documents refreshes the checklist with them.
export const requestsKey = [...documentsKey, 'requests'] as const;
export const clientRequestsKey = (clientId: number) => [...requestsKey, 'client', clientId] as const;
export const templatesKey = [...requestsKey, 'templates'] as const;

// The household's checklist.
export const ownRequestsQueryOptions = () =>
  getQuery([...requestsKey, 'own'], '/api/document-requests', clientDocumentRequestsResponseSchema);

export function uploadForRequest(
  requestId: number,
  file: File,
  options: { onProgress: (fraction: number) => void; signal: AbortSignal },
) {
  const body = new FormData();
  body.append('file', file, file.name);
  return uploadFile(`/api/document-requests/${requestId}/upload`, {
    body,
    schema: clientDocumentRequestResponseSchema,
    ...options,
  });
}

// The firm's side.
export const clientRequestsQueryOptions = (clientId: number) =>
  dataQuery(
    clientRequestsKey(clientId),
    `/api/adviser/clients/${clientId}/document-requests`,
    staffDocumentRequestsResponseSchema,
  );

export const templatesQueryOptions = () =>
  dataQuery(templatesKey, '/api/adviser/document-request-templates', documentRequestTemplatesResponseSchema);

export const outstandingQueryOptions = (page: number) =>
  getQuery(
    [...requestsKey, 'outstanding', page],
    `/api/adviser/document-requests?page=${page}`,
    outstandingDocumentRequestsResponseSchema,
  );

export const requestDocument = (clientId: number, body: NewDocumentRequest) =>
  http.post(`/api/adviser/clients/${clientId}/document-requests`, {
    body,
    schema: staffDocumentRequestResponseSchema,
  });

export const reviewRequest = (
  clientId: number,
  requestId: number,
  action: 'accept' | 'withdraw' | 'reject',
  reason?: string,
) =>
  http.post(`/api/adviser/clients/${clientId}/document-requests/${requestId}/${action}`, {
    body: action === 'reject' ? { reason } : {},
    schema: staffDocumentRequestResponseSchema,
  });

export const createTemplate = (body: SaveDocumentRequestTemplate) =>
  http.post('/api/adviser/document-request-templates', {
    body,
    schema: documentRequestTemplateResponseSchema,
  });

export const updateTemplate = (templateId: number, body: SaveDocumentRequestTemplate) =>
  http.put(`/api/adviser/document-request-templates/${templateId}`, {
    body,
    schema: documentRequestTemplateResponseSchema,
  });
