import {
  devDocumentRequestsRunResponseSchema,
  devDocumentRequestsRunSchema,
} from '@atrium/domain/contract/document-requests';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDevCaller } from '../../platform/dev-only.ts';
import { notFound } from '../../platform/errors.ts';
import type { DocumentRequestsService } from './service.ts';

// A development aid, registered by app.ts only outside production and answered only to a caller on this machine:
// runs the document request job once now, or as of a later time (`at`), so the e2e journey and a newcomer can see the
// reminders before and after a due date without waiting for it.
export const documentRequestsDevRoutes: FastifyPluginAsyncZod<{ service: DocumentRequestsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', async (request) => {
    if (!isDevCaller(request)) throw notFound();
  });

  app.post(
    '/api/dev/document-requests/run',
    {
      schema: { body: devDocumentRequestsRunSchema, response: { 200: devDocumentRequestsRunResponseSchema } },
    },
    async (request) => ({
      sent: await service.sendDueDocumentRequestWork(request.body.at ? new Date(request.body.at) : undefined),
    }),
  );
};
