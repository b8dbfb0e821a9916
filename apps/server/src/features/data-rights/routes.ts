import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import {
  dataRightsStatusSchema,
  eraseClientRequestSchema,
  erasureResponseSchema,
} from '@atrium/domain/contract/data-rights';
import { contentDisposition } from '@atrium/domain/documents/file-name';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/authenticate.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { DataRightsService } from './service.ts';

type Options = { service: DataRightsService; authenticate: preHandlerAsyncHookHandler };

// Data rights of one client (issue 8), for the firm's admins: whether they were erased, the export, the erasure.
export const dataRightsRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, authenticate }) => {
  const base = '/api/adviser/clients/:clientId';

  app.get(
    `${base}/data-rights`,
    {
      preHandler: authenticate,
      schema: { params: adviserClientParamsSchema, response: { 200: dataRightsStatusSchema } },
    },
    (request) => service.status(requireAuth(request), request.params.clientId),
  );

  // The ZIP is streamed as it is written: no Content-Length, and nothing held in memory.
  app.get(
    `${base}/data-export`,
    { preHandler: authenticate, schema: { params: adviserClientParamsSchema } },
    async (request, reply) => {
      const file = await service.exportClient(
        requireAuth(request),
        request.params.clientId,
        clientInfoOf(request),
      );
      return reply
        .header('Content-Type', 'application/zip')
        .header('Content-Disposition', contentDisposition(file.fileName))
        .header('Cache-Control', 'private, no-store')
        .send(file.stream);
    },
  );

  app.post(
    `${base}/erasure`,
    {
      preHandler: authenticate,
      schema: {
        params: adviserClientParamsSchema,
        body: eraseClientRequestSchema,
        response: { 200: erasureResponseSchema },
      },
    },
    (request) =>
      service.erase(requireAuth(request), request.params.clientId, request.body, clientInfoOf(request)),
  );
};
