import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import { portalChangesResponseSchema } from '@atrium/domain/contract/factfind';
import {
  clientPermissionsResponseSchema,
  publishTemplateResponseSchema,
  templateDraftResponseSchema,
  templateVersionsResponseSchema,
  updateClientPermissionsRequestSchema,
  updateTemplateDraftRequestSchema,
} from '@atrium/domain/contract/templates';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { getForClient } from '../../platform/client-routes.ts';
import { created } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { TemplatesService } from './service.ts';

type Options = { service: TemplatesService };

// The firm's fact-find template (admins) and a client user's own permissions over it.
export const templatesRoutes = signedInRoutes<Options>(async (app, { service }) => {
  const draft = '/api/adviser/templates/draft';

  app.get(draft, { schema: { response: { 200: templateDraftResponseSchema } } }, (request) =>
    service.getDraft(requireAuth(request)),
  );

  app.put(
    draft,
    {
      schema: { body: updateTemplateDraftRequestSchema, response: { 200: templateDraftResponseSchema } },
    },
    (request) => service.saveDraft(requireAuth(request), request.body),
  );

  app.delete(draft, { schema: { response: { 200: templateDraftResponseSchema } } }, (request) =>
    service.discardDraft(requireAuth(request), clientInfoOf(request)),
  );

  app.get(`${draft}/preview`, { schema: { response: { 200: portalChangesResponseSchema } } }, (request) =>
    service.preview(requireAuth(request)),
  );

  app.post(
    '/api/adviser/templates/publish',
    { schema: { response: { 201: publishTemplateResponseSchema } } },
    (request, reply) => created(reply, service.publish(requireAuth(request), clientInfoOf(request))),
  );

  app.get(
    '/api/adviser/templates/versions',
    { schema: { response: { 200: templateVersionsResponseSchema } } },
    (request) => service.listVersions(requireAuth(request)),
  );

  const permissions = '/api/adviser/clients/:clientId/permissions';

  getForClient(app, permissions, clientPermissionsResponseSchema, service.getClientPermissions);

  app.put(
    permissions,
    {
      schema: {
        params: adviserClientParamsSchema,
        body: updateClientPermissionsRequestSchema,
        response: { 200: clientPermissionsResponseSchema },
      },
    },
    (request) =>
      service.setClientPermissions(
        requireAuth(request),
        request.params.clientId,
        request.body,
        clientInfoOf(request),
      ),
  );
});
