import {
  clientDocumentRequestParamsSchema,
  clientDocumentRequestResponseSchema,
  clientDocumentRequestsResponseSchema,
  createDocumentRequestSchema,
  documentRequestIdParamsSchema,
  documentRequestTemplateParamsSchema,
  documentRequestTemplateResponseSchema,
  documentRequestTemplatesResponseSchema,
  outstandingDocumentRequestsQuerySchema,
  outstandingDocumentRequestsResponseSchema,
  rejectDocumentRequestSchema,
  saveDocumentRequestTemplateSchema,
  staffDocumentRequestResponseSchema,
  staffDocumentRequestsResponseSchema,
} from '@atrium/domain/contract/document-requests';
import fastifyMultipart from '@fastify/multipart';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { createForClient, getForClient } from '../../platform/client-routes.ts';
import { created } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import { documentUploads, partsOf } from '../documents/routes.ts';
import type { DocumentRequestsService } from './service.ts';
import type { DocumentRequestTemplatesService } from './templates-service.ts';

type Options = { service: DocumentRequestsService; templates: DocumentRequestTemplatesService };

// Document requests (docs/document-requests.md): the firm's templates, its routes on a client's items and its
// outstanding list, and the household's checklist with uploads against each item (multipart, as the vault's).
export const documentRequestsRoutes = signedInRoutes<Options>(async (app, { service, templates }) => {
  await app.register(fastifyMultipart, documentUploads);

  const templatesUrl = '/api/adviser/document-request-templates';
  app.get(
    templatesUrl,
    { schema: { response: { 200: documentRequestTemplatesResponseSchema } } },
    (request) => templates.list(requireAuth(request)),
  );
  app.post(
    templatesUrl,
    {
      schema: {
        body: saveDocumentRequestTemplateSchema,
        response: { 201: documentRequestTemplateResponseSchema },
      },
    },
    (request, reply) =>
      created(reply, templates.create(requireAuth(request), request.body, clientInfoOf(request))),
  );
  app.put(
    `${templatesUrl}/:templateId`,
    {
      schema: {
        params: documentRequestTemplateParamsSchema,
        body: saveDocumentRequestTemplateSchema,
        response: { 200: documentRequestTemplateResponseSchema },
      },
    },
    (request) =>
      templates.update(requireAuth(request), request.params.templateId, request.body, clientInfoOf(request)),
  );

  app.get(
    '/api/adviser/document-requests',
    {
      schema: {
        querystring: outstandingDocumentRequestsQuerySchema,
        response: { 200: outstandingDocumentRequestsResponseSchema },
      },
    },
    (request) => service.outstanding(requireAuth(request), request.query.page),
  );

  const forClient = '/api/adviser/clients/:clientId/document-requests' as const;
  getForClient(app, forClient, staffDocumentRequestsResponseSchema, service.listForClient);
  createForClient(
    app,
    forClient,
    { body: createDocumentRequestSchema, response: staffDocumentRequestResponseSchema },
    service.create,
  );
  for (const action of ['accept', 'withdraw'] as const) {
    app.post(
      `${forClient}/:requestId/${action}`,
      {
        schema: {
          params: clientDocumentRequestParamsSchema,
          response: { 200: staffDocumentRequestResponseSchema },
        },
      },
      (request) =>
        service[action](
          requireAuth(request),
          request.params.clientId,
          request.params.requestId,
          clientInfoOf(request),
        ),
    );
  }
  app.post(
    `${forClient}/:requestId/reject`,
    {
      schema: {
        params: clientDocumentRequestParamsSchema,
        body: rejectDocumentRequestSchema,
        response: { 200: staffDocumentRequestResponseSchema },
      },
    },
    (request) =>
      service.reject(
        requireAuth(request),
        request.params.clientId,
        request.params.requestId,
        request.body,
        clientInfoOf(request),
      ),
  );

  // The household's own.
  app.get(
    '/api/document-requests',
    { schema: { response: { 200: clientDocumentRequestsResponseSchema } } },
    (request) => service.listOwn(requireAuth(request)),
  );
  app.post(
    '/api/document-requests/:requestId/upload',
    {
      schema: {
        params: documentRequestIdParamsSchema,
        response: { 200: clientDocumentRequestResponseSchema },
      },
    },
    (request) =>
      service.upload(requireAuth(request), request.params.requestId, partsOf(request), clientInfoOf(request)),
  );
});
