import {
  auditFilterOptionsSchema,
  auditFiltersSchema,
  auditQuerySchema,
  auditResponseSchema,
} from '@atrium/domain/contract/audit';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { sendCsv } from '../../platform/send-file.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { AuditService } from './service.ts';

type Options = { service: AuditService };

// The firm's audit trail, for admins at /adviser/audit.
export const auditRoutes = signedInRoutes<Options>(async (app, { service }) => {
  app.get(
    '/api/adviser/audit',
    {
      schema: { querystring: auditQuerySchema, response: { 200: auditResponseSchema } },
    },
    (request) => service.list(requireAuth(request), request.query),
  );

  app.get(
    '/api/adviser/audit/filters',
    { schema: { response: { 200: auditFilterOptionsSchema } } },
    (request) => service.filterOptions(requireAuth(request)),
  );

  app.get(
    '/api/adviser/audit/export',
    { schema: { querystring: auditFiltersSchema } },
    async (request, reply) =>
      sendCsv(reply, await service.exportCsv(requireAuth(request), request.query, clientInfoOf(request))),
  );
});
