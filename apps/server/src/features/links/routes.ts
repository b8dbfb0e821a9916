import {
  clientLinkParamsSchema,
  createLinkRequestSchema,
  linkIdParamsSchema,
  linkResponseSchema,
  linksResponseSchema,
} from '@atrium/domain/contract/links';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { createForClient, deleteForClient, getForClient } from '../../platform/client-routes.ts';
import { created, noContent } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { LinksService } from './service.ts';

type Options = { service: LinksService };

// Links for clients: the client's list, the firm-wide ones (admins change them) and each client's own.
export const linksRoutes = signedInRoutes<Options>(async (app, { service }) => {
  app.get('/api/links', { schema: { response: { 200: linksResponseSchema } } }, (request) =>
    service.listOwn(requireAuth(request)),
  );

  app.get('/api/adviser/links', { schema: { response: { 200: linksResponseSchema } } }, (request) =>
    service.listFirmWide(requireAuth(request)),
  );

  app.post(
    '/api/adviser/links',
    {
      schema: { body: createLinkRequestSchema, response: { 201: linkResponseSchema } },
    },
    (request, reply) =>
      created(reply, service.createFirmWide(requireAuth(request), request.body, clientInfoOf(request))),
  );

  app.delete('/api/adviser/links/:linkId', { schema: { params: linkIdParamsSchema } }, (request, reply) =>
    noContent(
      reply,
      service.removeFirmWide(requireAuth(request), request.params.linkId, clientInfoOf(request)),
    ),
  );

  const forClient = '/api/adviser/clients/:clientId/links';

  getForClient(app, forClient, linksResponseSchema, service.listForClient);

  createForClient(
    app,
    forClient,
    { body: createLinkRequestSchema, response: linkResponseSchema },
    service.createForClient,
  );

  deleteForClient(app, `${forClient}/:linkId`, clientLinkParamsSchema, 'linkId', service.removeForClient);
});
