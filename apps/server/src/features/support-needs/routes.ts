import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import {
  ownSupportNeedsResponseSchema,
  saveSupportNeedsRequestSchema,
  supportAdjustmentsResponseSchema,
  supportNeedsDetailResponseSchema,
} from '@atrium/domain/contract/support-needs';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { getForClient } from '../../platform/client-routes.ts';
import { noContent } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { SupportNeedsService } from './service.ts';

type Options = { service: SupportNeedsService };

// Support needs (docs/support-needs.md): each person's own record, and the firm's two views of a household's.
export const supportNeedsRoutes = signedInRoutes<Options>(async (app, { service }) => {
  const own = { 200: ownSupportNeedsResponseSchema };

  app.get('/api/support-needs', { schema: { response: own } }, (request) =>
    service.own(requireAuth(request)),
  );

  app.put(
    '/api/support-needs',
    { schema: { body: saveSupportNeedsRequestSchema, response: own } },
    (request) => service.save(requireAuth(request), request.body, clientInfoOf(request)),
  );

  app.delete('/api/support-needs', (request, reply) =>
    noContent(reply, service.withdraw(requireAuth(request), clientInfoOf(request))),
  );

  getForClient(
    app,
    '/api/adviser/clients/:clientId/support-needs',
    supportAdjustmentsResponseSchema,
    service.adjustments,
  );

  app.get(
    '/api/adviser/clients/:clientId/support-needs/detail',
    { schema: { params: adviserClientParamsSchema, response: { 200: supportNeedsDetailResponseSchema } } },
    (request) => service.detail(requireAuth(request), request.params.clientId, clientInfoOf(request)),
  );
});
