import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import {
  accountInputSchema,
  holdingInputSchema,
  holdingResponseSchema,
  portfolioAccountParamsSchema,
  portfolioAccountResponseSchema,
  portfolioHoldingParamsSchema,
  portfolioImportRequestSchema,
  portfolioImportResponseSchema,
  portfolioResponseSchema,
} from '@atrium/domain/contract/portfolio';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import {
  createForClient,
  deleteForClient,
  getForClient,
  updateForClient,
} from '../../platform/client-routes.ts';
import { created } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { PortfolioService } from './service.ts';

type Options = { service: PortfolioService };

// The client's portfolio (GET api/portfolio) and the adviser's recording and import of it (docs/adviser-api.md,
// docs/portfolio-csv.md).
export const portfolioRoutes = signedInRoutes<Options>(async (app, { service }) => {
  app.get('/api/portfolio', { schema: { response: { 200: portfolioResponseSchema } } }, (request) =>
    service.getOwn(requireAuth(request)),
  );

  const base = '/api/adviser/clients/:clientId/portfolio';

  getForClient(app, base, portfolioResponseSchema, service.getForClient);

  app.post(
    `${base}/import`,
    {
      schema: {
        params: adviserClientParamsSchema,
        body: portfolioImportRequestSchema,
        response: { 200: portfolioImportResponseSchema },
      },
    },
    (request) =>
      service.importCsv(
        requireAuth(request),
        request.params.clientId,
        request.body.csv,
        clientInfoOf(request),
      ),
  );

  createForClient(
    app,
    `${base}/accounts`,
    { body: accountInputSchema, response: portfolioAccountResponseSchema },
    service.createAccount,
  );

  updateForClient(
    app,
    'PUT',
    `${base}/accounts/:accountId`,
    {
      params: portfolioAccountParamsSchema,
      key: 'accountId',
      body: accountInputSchema,
      response: portfolioAccountResponseSchema,
    },
    service.updateAccount,
  );

  deleteForClient(
    app,
    `${base}/accounts/:accountId`,
    portfolioAccountParamsSchema,
    'accountId',
    service.deleteAccount,
  );

  app.post(
    `${base}/accounts/:accountId/holdings`,
    {
      schema: {
        params: portfolioAccountParamsSchema,
        body: holdingInputSchema,
        response: { 201: holdingResponseSchema },
      },
    },
    (request, reply) =>
      created(
        reply,
        service.createHolding(
          requireAuth(request),
          request.params.clientId,
          request.params.accountId,
          request.body,
          clientInfoOf(request),
        ),
      ),
  );

  updateForClient(
    app,
    'PUT',
    `${base}/holdings/:holdingId`,
    {
      params: portfolioHoldingParamsSchema,
      key: 'holdingId',
      body: holdingInputSchema,
      response: holdingResponseSchema,
    },
    service.updateHolding,
  );

  deleteForClient(
    app,
    `${base}/holdings/:holdingId`,
    portfolioHoldingParamsSchema,
    'holdingId',
    service.deleteHolding,
  );
});
