import {
  householdResponseSchema,
  type InvitePartnerRequest,
  partnerInvitationResponseSchema,
} from '@atrium/domain/contract/household';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

// Whose household: a client's, from the adviser's client page, or the caller's own, from /profile
// (packages/domain/src/contract/household.ts).
export type HouseholdScope = { clientId: number } | 'own';

const baseOf = (scope: HouseholdScope) =>
  scope === 'own' ? '/api/profile/partner' : `/api/adviser/clients/${scope.clientId}/partner`;

export const householdKey = (scope: HouseholdScope) =>
  ['household', scope === 'own' ? 'own' : scope.clientId] as const;

export function partnerQueryOptions(scope: HouseholdScope) {
  return queryOptions({
    queryKey: householdKey(scope),
    queryFn: ({ signal }) => http.get(baseOf(scope), { schema: householdResponseSchema, signal }),
  });
}

export function invitePartner(scope: HouseholdScope, body: InvitePartnerRequest) {
  return http.post(baseOf(scope), { body, schema: partnerInvitationResponseSchema });
}

export function resendPartnerInvitation(scope: HouseholdScope) {
  return http.post(`${baseOf(scope)}/resend-invitation`, { schema: partnerInvitationResponseSchema });
}

export function revokePartnerInvitation(scope: HouseholdScope) {
  return http.post(`${baseOf(scope)}/revoke-invitation`, { schema: partnerInvitationResponseSchema });
}
