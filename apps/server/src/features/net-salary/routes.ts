import { clientIdParamsSchema } from '@atrium/domain/contract/factfind';
import { netSalaryQuerySchema, netSalaryResponseSchema } from '@atrium/domain/contract/net-salary';
import type { onRequestAsyncHookHandler } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { requireAuth } from '../../platform/authenticate.ts';
import type { NetSalaryService } from './service.ts';

type Options = { service: NetSalaryService; authenticate: onRequestAsyncHookHandler };

export const netSalaryRoutes: FastifyPluginAsyncZod<Options> = async (app, { service, authenticate }) => {
  // Authenticated before the query is validated: strangers learn nothing from validation answers.
  app.addHook('onRequest', authenticate);

  app.get(
    '/api/clients/:clientId/calculate-net-salary',
    {
      schema: {
        params: clientIdParamsSchema,
        querystring: netSalaryQuerySchema,
        response: { 200: netSalaryResponseSchema },
      },
    },
    (request) => service.calculate(requireAuth(request), request.params.clientId, request.query),
  );
};
