import {
  adviserClientParamsSchema,
  adviserDashboardResponseSchema,
  clientDetailResponseSchema,
  clientsQuerySchema,
  clientsResponseSchema,
  householdPersonParamsSchema,
  portalAccessRequestSchema,
  resendInvitationResponseSchema,
} from '@atrium/domain/contract/adviser';
import { revokeInvitationResponseSchema } from '@atrium/domain/contract/client-onboarding';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { AdviserClientActions } from './actions-service.ts';
import type { HouseholdAccessActions } from './people-actions.ts';
import type { AdviserClientsService } from './service.ts';

type Options = {
  service: AdviserClientsService;
  actions: AdviserClientActions;
  people: HouseholdAccessActions;
};

// The adviser's dashboard, client list and client page. Every route: 401 without a login, 403 for a client,
// 404 for a client outside the caller's reach.
export const adviserClientsRoutes = signedInRoutes<Options>(async (app, { service, actions, people }) => {
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

  // Each person's access: the household's at once (…/portal-access, …/reset-mfa, …/sign-out), or one person's
  // (…/people/{1|2}/…). Each answers the client page's detail as it now is.
  const detail = { 200: clientDetailResponseSchema };
  const person = householdPersonParamsSchema;
  const one = `${client}/people/:person`;

  app.post(
    `${client}/portal-access`,
    { schema: { params, body: portalAccessRequestSchema, response: detail } },
    (request) =>
      people.setPortalAccess(
        requireAuth(request),
        request.params.clientId,
        'household',
        request.body,
        clientInfoOf(request),
      ),
  );
  app.post(
    `${one}/portal-access`,
    { schema: { params: person, body: portalAccessRequestSchema, response: detail } },
    (request) =>
      people.setPortalAccess(
        requireAuth(request),
        request.params.clientId,
        request.params.person,
        request.body,
        clientInfoOf(request),
      ),
  );

  app.post(`${client}/reset-mfa`, { schema: { params, response: detail } }, (request) =>
    people.resetMfa(requireAuth(request), request.params.clientId, 'household', clientInfoOf(request)),
  );
  app.post(`${one}/reset-mfa`, { schema: { params: person, response: detail } }, (request) =>
    people.resetMfa(
      requireAuth(request),
      request.params.clientId,
      request.params.person,
      clientInfoOf(request),
    ),
  );

  app.post(`${client}/sign-out`, { schema: { params, response: detail } }, (request) =>
    people.signOut(requireAuth(request), request.params.clientId, 'household', clientInfoOf(request)),
  );
  app.post(`${one}/sign-out`, { schema: { params: person, response: detail } }, (request) =>
    people.signOut(
      requireAuth(request),
      request.params.clientId,
      request.params.person,
      clientInfoOf(request),
    ),
  );
});
