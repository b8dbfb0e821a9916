import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import {
  clientDocumentParamsSchema,
  documentIdParamsSchema,
  documentMaxBytes,
  documentResponseSchema,
  documentsQuerySchema,
  documentsResponseSchema,
} from '@atrium/domain/contract/documents';
import fastifyMultipart from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { deleteForClient } from '../../platform/client-routes.ts';
import { created, noContent } from '../../platform/replies.ts';
import { sendFile } from '../../platform/send-file.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { DocumentsService, UploadPart } from './service.ts';

type Options = { service: DocumentsService };

// The parts of a multipart upload (none when the body is not multipart), as the documents service reads them.
export const partsOf = (request: FastifyRequest): AsyncIterable<UploadPart> =>
  request.isMultipart() ? (request.parts() as AsyncIterable<UploadPart>) : (async function* () {})();

// How an upload to the vault is read, for every route that takes one: the vault's, a document request's, a letter of
// authority's statement and the public API's (one file of up to 20 MB).
export const documentUploads = {
  limits: { fileSize: documentMaxBytes, files: 1, fields: 5, fieldSize: 1000, parts: 8 },
  throwFileSizeLimit: true,
};

// Documents shared between a client and the firm: the client's own routes and the adviser's for a client.
// Uploads are multipart/form-data (one `file` part up to 20 MB, an optional `category` field).
export const documentsRoutes = signedInRoutes<Options>(async (app, { service }) => {
  await app.register(fastifyMultipart, documentUploads);

  app.get(
    '/api/documents',
    {
      schema: { querystring: documentsQuerySchema, response: { 200: documentsResponseSchema } },
    },
    (request) => service.listOwn(requireAuth(request), request.query),
  );

  app.post('/api/documents', { schema: { response: { 201: documentResponseSchema } } }, (request, reply) =>
    created(reply, service.uploadOwn(requireAuth(request), partsOf(request), clientInfoOf(request))),
  );

  app.get(
    '/api/documents/:documentId/download',
    { schema: { params: documentIdParamsSchema } },
    async (request, reply) =>
      sendFile(
        reply,
        await service.downloadOwn(requireAuth(request), request.params.documentId, clientInfoOf(request)),
      ),
  );

  // The client deletes what they uploaded (file removed, row kept as deleted, audited).
  app.delete('/api/documents/:documentId', { schema: { params: documentIdParamsSchema } }, (request, reply) =>
    noContent(
      reply,
      service.deleteOwn(requireAuth(request), request.params.documentId, clientInfoOf(request)),
    ),
  );

  const forClient = '/api/adviser/clients/:clientId/documents';

  app.get(
    forClient,
    {
      schema: {
        params: adviserClientParamsSchema,
        querystring: documentsQuerySchema,
        response: { 200: documentsResponseSchema },
      },
    },
    (request) => service.listForClient(requireAuth(request), request.params.clientId, request.query),
  );

  app.post(
    forClient,
    {
      schema: { params: adviserClientParamsSchema, response: { 201: documentResponseSchema } },
    },
    (request, reply) =>
      created(
        reply,
        service.uploadForClient(
          requireAuth(request),
          request.params.clientId,
          partsOf(request),
          clientInfoOf(request),
        ),
      ),
  );

  app.get(
    `${forClient}/:documentId/download`,
    { schema: { params: clientDocumentParamsSchema } },
    async (request, reply) =>
      sendFile(
        reply,
        await service.downloadForClient(
          requireAuth(request),
          request.params.clientId,
          request.params.documentId,
          clientInfoOf(request),
        ),
      ),
  );

  // The adviser deletes any of their client's documents.
  deleteForClient(
    app,
    `${forClient}/:documentId`,
    clientDocumentParamsSchema,
    'documentId',
    service.deleteForClient,
  );
});
