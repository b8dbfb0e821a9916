import { portalChangesResponseSchema } from '@atrium/domain/contract/factfind';
import {
  clientPermissionsResponseSchema,
  publishTemplateResponseSchema,
  templateDraftResponseSchema,
  templateVersionsResponseSchema,
  type UpdateClientPermissionsRequest,
  type UpdateTemplateDraftRequest,
} from '@atrium/domain/contract/templates';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

// Query keys are rooted at ['templates'].
export const templateKeys = {
  all: ['templates'] as const,
  draft: ['templates', 'draft'] as const,
  versions: ['templates', 'versions'] as const,
  clientPermissions: (clientId: number) => ['templates', 'client-permissions', clientId] as const,
};

const draftPath = '/api/adviser/templates/draft';

export function templateDraftQueryOptions() {
  return queryOptions({
    queryKey: templateKeys.draft,
    queryFn: ({ signal }) => http.get(draftPath, { schema: templateDraftResponseSchema, signal }),
    select: (response) => response.data,
  });
}

export function templateVersionsQueryOptions() {
  return queryOptions({
    queryKey: templateKeys.versions,
    queryFn: ({ signal }) =>
      http.get('/api/adviser/templates/versions', { schema: templateVersionsResponseSchema, signal }),
    select: (response) => response.data,
  });
}

export function saveTemplateDraft(body: UpdateTemplateDraftRequest) {
  return http.put(draftPath, { body, schema: templateDraftResponseSchema });
}

export function discardTemplateDraft() {
  return http.delete(draftPath, { schema: templateDraftResponseSchema });
}

export function publishTemplate() {
  return http.post('/api/adviser/templates/publish', { schema: publishTemplateResponseSchema });
}

// The draft as a client would see it, for the fact-find's preview mode.
export function fetchTemplatePreview() {
  return http.get(`${draftPath}/preview`, { schema: portalChangesResponseSchema });
}

export function clientPermissionsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: templateKeys.clientPermissions(clientId),
    queryFn: ({ signal }) =>
      http.get(`/api/adviser/clients/${clientId}/permissions`, {
        schema: clientPermissionsResponseSchema,
        signal,
      }),
    select: (response) => response.data,
  });
}

export function saveClientPermissions(clientId: number, body: UpdateClientPermissionsRequest) {
  return http.put(`/api/adviser/clients/${clientId}/permissions`, {
    body,
    schema: clientPermissionsResponseSchema,
  });
}
