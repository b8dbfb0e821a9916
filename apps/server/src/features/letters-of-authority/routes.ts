import {
  generatedLettersResponseSchema,
  generateLettersSchema,
  letterParamsSchema,
  letterResponseSchema,
  lettersResponseSchema,
  recordStepSchema,
} from '@atrium/domain/contract/letters-of-authority';
import fastifyMultipart from '@fastify/multipart';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { createForClient, getForClient } from '../../platform/client-routes.ts';
import { created } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import { documentUploads, partsOf } from '../documents/routes.ts';
import type { LettersService } from './service.ts';

type Options = { service: LettersService };

// Letters of authority on a client's record (docs/signing.md): the policies and letters, generating letters, the
// steps with the provider, and the statement received (multipart, read as every upload to the vault).
export const lettersOfAuthorityRoutes = signedInRoutes<Options>(async (app, { service }) => {
  await app.register(fastifyMultipart, documentUploads);
  const forClient = '/api/adviser/clients/:clientId/letters-of-authority' as const;

  getForClient(app, forClient, lettersResponseSchema, service.list);
  createForClient(
    app,
    forClient,
    { body: generateLettersSchema, response: generatedLettersResponseSchema },
    service.generate,
  );

  app.post(
    `${forClient}/:letterId/steps`,
    {
      schema: { params: letterParamsSchema, body: recordStepSchema, response: { 200: letterResponseSchema } },
    },
    (request) =>
      service.recordStep(
        requireAuth(request),
        request.params.clientId,
        request.params.letterId,
        request.body,
        clientInfoOf(request),
      ),
  );

  app.post(
    `${forClient}/:letterId/statement`,
    { schema: { params: letterParamsSchema, response: { 201: letterResponseSchema } } },
    (request, reply) =>
      created(
        reply,
        service.attachStatement(
          requireAuth(request),
          request.params.clientId,
          request.params.letterId,
          partsOf(request),
          clientInfoOf(request),
        ),
      ),
  );
});
