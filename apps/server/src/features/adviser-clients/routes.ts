import {
  adviserClientParamsSchema,
  adviserDashboardResponseSchema,
  clientDetailResponseSchema,
  clientsQuerySchema,
  clientsResponseSchema,
  portalAccessRequestSchema,
  resendInvitationResponseSchema,
} from '@atrium/domain/contract/adviser';
import { revokeInvitationResponseSchema } from '@atrium/domain/contract/client-onboarding';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { AdviserClientActions } from './actions-service.ts';
import type { AdviserClientsService } from './service.ts';

type Options = {
  service: AdviserClientsService;
  actions: AdviserClientActions;
};

// The adviser's dashboard, client list and client page. Every route: 401 without a login, 403 for a client,
// 404 for a client outside the caller's reach.
export const adviserClientsRoutes = signedInRoutes<Options>(async (app, { service, actions }) => {
  const params = adviserClientParamsSchema;
  const client = '/api/adviser/clients/:clientId';

  app.get(
    '/api/adviser/dashboard',
    { schema: { response: { 200: adviserDashboardResponseSchema } } },
    (request) => service.dashboard(requireAuth(request)),
  );

  app.get(
    '/api/adviser/clients',
    {
      schema: { querystring: clientsQuerySchema, response: { 200: clientsResponseSchema } },
    },
    (request) => service.list(requireAuth(request), request.query),
  );

  app.get(client, { schema: { params, response: { 200: clientDetailResponseSchema } } }, (request) =>
    service.get(requireAuth(request), request.params.clientId),
  );

  app.post(
    `${client}/resend-invitation`,
    { schema: { params, response: { 200: resendInvitationResponseSchema } } },
    (request) =>
      actions.resendInvitation(requireAuth(request), request.params.clientId, clientInfoOf(request)),
  );

  app.post(
    `${client}/revoke-invitation`,
    { schema: { params, response: { 200: revokeInvitationResponseSchema } } },
    (request) =>
      actions.revokeInvitation(requireAuth(request), request.params.clientId, clientInfoOf(request)),
  );

  app.post(
    `${client}/portal-access`,
    {
      schema: { params, body: portalAccessRequestSchema, response: { 200: clientDetailResponseSchema } },
    },
    (request) =>
      actions.setPortalAccess(
        requireAuth(request),
        request.params.clientId,
        request.body,
        clientInfoOf(request),
      ),
  );

  app.post(
    `${client}/reset-mfa`,
    { schema: { params, response: { 200: clientDetailResponseSchema } } },
    (request) => actions.resetMfa(requireAuth(request), request.params.clientId, clientInfoOf(request)),
  );
});
