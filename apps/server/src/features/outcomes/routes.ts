import { outcomesQuerySchema, outcomesReportResponseSchema } from '@atrium/domain/contract/outcomes';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { sendCsv } from '../../platform/send-file.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { OutcomesService } from './service.ts';

type Options = { service: OutcomesService };

// The firm's Consumer Duty outcomes report, for admins at /adviser/reports/outcomes (docs/outcomes-report.md).
export const outcomesRoutes = signedInRoutes<Options>(async (app, { service }) => {
  app.get(
    '/api/adviser/reports/outcomes',
    { schema: { querystring: outcomesQuerySchema, response: { 200: outcomesReportResponseSchema } } },
    (request) => service.get(requireAuth(request), request.query),
  );

  app.get(
    '/api/adviser/reports/outcomes.csv',
    { schema: { querystring: outcomesQuerySchema } },
    async (request, reply) =>
      sendCsv(reply, await service.exportCsv(requireAuth(request), request.query, clientInfoOf(request))),
  );
});
