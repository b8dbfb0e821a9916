import {
  householdResponseSchema,
  type InvitePartnerRequest,
  partnerInvitationResponseSchema,
} from '@atrium/domain/contract/household';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// Whose household: a client's, from the adviser's client page, or the caller's own, from /profile
// (packages/domain/src/contract/household.ts).
export type HouseholdScope = { clientId: number } | 'own';

const baseOf = (scope: HouseholdScope) =>
  scope === 'own' ? '/api/profile/partner' : `/api/adviser/clients/${scope.clientId}/partner`;

export const householdKey = (scope: HouseholdScope) =>
  ['household', scope === 'own' ? 'own' : scope.clientId] as const;

export const partnerQueryOptions = (scope: HouseholdScope) =>
  getQuery(householdKey(scope), baseOf(scope), householdResponseSchema);

export function invitePartner(scope: HouseholdScope, body: InvitePartnerRequest) {
  return http.post(baseOf(scope), { body, schema: partnerInvitationResponseSchema });
}

export function resendPartnerInvitation(scope: HouseholdScope) {
  return http.post(`${baseOf(scope)}/resend-invitation`, { schema: partnerInvitationResponseSchema });
}

export function revokePartnerInvitation(scope: HouseholdScope) {
  return http.post(`${baseOf(scope)}/revoke-invitation`, { schema: partnerInvitationResponseSchema });
}
