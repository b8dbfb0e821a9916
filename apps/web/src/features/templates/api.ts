import { portalChangesResponseSchema } from '@atrium/domain/contract/factfind';
import {
  clientPermissionsResponseSchema,
  publishTemplateResponseSchema,
  templateDraftResponseSchema,
  templateVersionsResponseSchema,
  type UpdateClientPermissionsRequest,
  type UpdateTemplateDraftRequest,
} from '@atrium/domain/contract/templates';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// Query keys are rooted at ['templates'].
export const templateKeys = {
  all: ['templates'] as const,
  draft: ['templates', 'draft'] as const,
  versions: ['templates', 'versions'] as const,
  clientPermissions: (clientId: number) => ['templates', 'client-permissions', clientId] as const,
};

const draftPath = '/api/adviser/templates/draft';

export const templateDraftQueryOptions = () =>
  dataQuery(templateKeys.draft, draftPath, templateDraftResponseSchema);

export const templateVersionsQueryOptions = () =>
  dataQuery(templateKeys.versions, '/api/adviser/templates/versions', templateVersionsResponseSchema);

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

export const clientPermissionsQueryOptions = (clientId: number) =>
  dataQuery(
    templateKeys.clientPermissions(clientId),
    `/api/adviser/clients/${clientId}/permissions`,
    clientPermissionsResponseSchema,
  );

export function saveClientPermissions(clientId: number, body: UpdateClientPermissionsRequest) {
  return http.put(`/api/adviser/clients/${clientId}/permissions`, {
    body,
    schema: clientPermissionsResponseSchema,
  });
}
