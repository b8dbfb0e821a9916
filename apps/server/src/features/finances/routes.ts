import { clientIdParamsSchema } from '@atrium/domain/contract/factfind';
import {
  financesSummaryResponseSchema,
  financesUpdatedResponseSchema,
} from '@atrium/domain/contract/finances';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import type { FinancesService } from './service.ts';

type Options = { service: FinancesService };

export const financesRoutes = signedInRoutes<Options>(async (app, { service }) => {
  app.get(
    '/api/clients/:clientId/finances/updated',
    { schema: { params: clientIdParamsSchema, response: { 200: financesUpdatedResponseSchema } } },
    (request) => service.lastUpdated(requireAuth(request), request.params.clientId),
  );

  // The household's totals (packages/domain/src/factfind/totals.ts): the figures the review page, /finances, the
  // adviser's fact-find tab and the PDF show.
  app.get(
    '/api/clients/:clientId/finances/summary',
    { schema: { params: clientIdParamsSchema, response: { 200: financesSummaryResponseSchema } } },
    (request) => service.summary(requireAuth(request), request.params.clientId),
  );
});
