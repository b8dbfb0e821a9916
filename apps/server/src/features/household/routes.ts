import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import {
  householdResponseSchema,
  invitePartnerRequestSchema,
  partnerInvitationResponseSchema,
} from '@atrium/domain/contract/household';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { HouseholdService } from './service.ts';

type Options = { service: HouseholdService };

// The household's partner (contract/household.ts): from the client page (the firm) and from /profile (the
// household's first partner).
export const householdRoutes = signedInRoutes<Options>(async (app, { service }) => {
  const params = adviserClientParamsSchema;
  const staff = '/api/adviser/clients/:clientId/partner';
  const own = '/api/profile/partner';
  const invited = { 200: partnerInvitationResponseSchema };

  app.get(staff, { schema: { params, response: { 200: householdResponseSchema } } }, (request) =>
    service.getForStaff(requireAuth(request), request.params.clientId),
  );
  app.post(staff, { schema: { params, body: invitePartnerRequestSchema, response: invited } }, (request) =>
    service.inviteForStaff(
      requireAuth(request),
      request.params.clientId,
      request.body,
      clientInfoOf(request),
    ),
  );
  app.post(`${staff}/resend-invitation`, { schema: { params, response: invited } }, (request) =>
    service.resendForStaff(requireAuth(request), request.params.clientId, clientInfoOf(request)),
  );
  app.post(`${staff}/revoke-invitation`, { schema: { params, response: invited } }, (request) =>
    service.revokeForStaff(requireAuth(request), request.params.clientId, clientInfoOf(request)),
  );

  app.get(own, { schema: { response: { 200: householdResponseSchema } } }, (request) =>
    service.getOwn(requireAuth(request)),
  );
  app.post(own, { schema: { body: invitePartnerRequestSchema, response: invited } }, (request) =>
    service.inviteOwn(requireAuth(request), request.body, clientInfoOf(request)),
  );
  app.post(`${own}/resend-invitation`, { schema: { response: invited } }, (request) =>
    service.resendOwn(requireAuth(request), clientInfoOf(request)),
  );
  app.post(`${own}/revoke-invitation`, { schema: { response: invited } }, (request) =>
    service.revokeOwn(requireAuth(request), clientInfoOf(request)),
  );
});
