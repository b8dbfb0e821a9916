import { clientIdParamsSchema } from '@atrium/domain/contract/factfind';
import { netSalaryQuerySchema, netSalaryResponseSchema } from '@atrium/domain/contract/net-salary';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import type { NetSalaryService } from './service.ts';

type Options = { service: NetSalaryService };

export const netSalaryRoutes = signedInRoutes<Options>(async (app, { service }) => {
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
});
