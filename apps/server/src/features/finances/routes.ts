import { clientIdParamsSchema } from '@atrium/domain/contract/factfind';
import { financesUpdatedResponseSchema } from '@atrium/domain/contract/finances';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/authenticate.ts';
import type { FinancesService } from './service.ts';

type Options = { service: FinancesService; authenticate: onRequestAsyncHookHandler };

export const financesRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, authenticate }) => {
  app.addHook('onRequest', authenticate);

  app.get(
    '/api/clients/:clientId/finances/updated',
    { schema: { params: clientIdParamsSchema, response: { 200: financesUpdatedResponseSchema } } },
    (request) => service.lastUpdated(requireAuth(request), request.params.clientId),
  );
};
