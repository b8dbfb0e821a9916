import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import {
  factFindHistoryQuerySchema,
  factFindHistoryResponseSchema,
  factFindListResponseSchema,
  factFindParamsSchema,
  factFindPdfQuerySchema,
  factFindSummaryResponseSchema,
  returnFactFindRequestSchema,
} from '@atrium/domain/contract/adviser-factfind';
import { portalChangesResponseSchema } from '@atrium/domain/contract/factfind';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { sendDownload } from '../../platform/send-file.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { AdviserFactFindService } from './service.ts';

type Options = { service: AdviserFactFindService };

// The adviser's review of a client's fact-find. Every route: 401 without a login, 403 for a client, 404 for a
// client outside the caller's reach.
export const adviserFactFindRoutes = signedInRoutes<Options>(async (app, { service }) => {
  const base = '/api/adviser/clients/:clientId';
  const params = adviserClientParamsSchema;

  app.get(
    `${base}/fact-finds`,
    { schema: { params, response: { 200: factFindListResponseSchema } } },
    (request) => service.list(requireAuth(request), request.params.clientId),
  );

  app.get(
    `${base}/fact-finds/:factFindId`,
    {
      schema: { params: factFindParamsSchema, response: { 200: portalChangesResponseSchema } },
    },
    (request) => service.one(requireAuth(request), request.params.clientId, request.params.factFindId),
  );

  app.get(
    `${base}/fact-find`,
    { schema: { params, response: { 200: portalChangesResponseSchema } } },
    (request) => service.current(requireAuth(request), request.params.clientId),
  );

  app.get(
    `${base}/fact-find/history`,
    {
      schema: {
        params,
        querystring: factFindHistoryQuerySchema,
        response: { 200: factFindHistoryResponseSchema },
      },
    },
    (request) => service.history(requireAuth(request), request.params.clientId, request.query),
  );

  app.post(
    `${base}/fact-find/review`,
    { schema: { params, response: { 200: factFindSummaryResponseSchema } } },
    (request) => service.review(requireAuth(request), request.params.clientId, clientInfoOf(request)),
  );

  app.post(
    `${base}/fact-find/return`,
    {
      schema: { params, body: returnFactFindRequestSchema, response: { 200: factFindSummaryResponseSchema } },
    },
    (request) =>
      service.returnToClient(
        requireAuth(request),
        request.params.clientId,
        request.body.note,
        clientInfoOf(request),
      ),
  );

  app.get(
    `${base}/fact-find.pdf`,
    { schema: { params, querystring: factFindPdfQuerySchema } },
    async (request, reply) => {
      const { body, fileName } = await service.pdf(
        requireAuth(request),
        request.params.clientId,
        request.query.fact_find_id ?? null,
        clientInfoOf(request),
      );
      return sendDownload(reply, { name: fileName, mimeType: 'application/pdf', body });
    },
  );
});
