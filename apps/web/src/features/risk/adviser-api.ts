import {
  type OverrideRiskCapacityRequest,
  type OverrideRiskLevelRequest,
  type ReviewRiskAssessmentRequest,
  riskAssessmentResponseSchema,
  riskHouseholdResponseSchema,
} from '@atrium/domain/contract/risk';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// The adviser's view of a household's attitude to risk, each person's side by side (docs/adviser-api.md), under the
// feature's own key root.
export const clientRiskKey = (clientId: number) => ['atrq', 'client', clientId] as const;

export const clientRiskQueryOptions = (clientId: number) =>
  getQuery(clientRiskKey(clientId), `/api/adviser/clients/${clientId}/atrq`, riskHouseholdResponseSchema);

export function overrideRiskLevel(clientId: number, assessmentId: number, body: OverrideRiskLevelRequest) {
  return http.post(`/api/adviser/clients/${clientId}/atrq/${assessmentId}/override`, {
    body,
    schema: riskAssessmentResponseSchema,
  });
}

export function overrideRiskCapacity(
  clientId: number,
  assessmentId: number,
  body: OverrideRiskCapacityRequest,
) {
  return http.post(`/api/adviser/clients/${clientId}/atrq/${assessmentId}/capacity`, {
    body,
    schema: riskAssessmentResponseSchema,
  });
}

export function reviewRiskAssessment(
  clientId: number,
  assessmentId: number,
  body: ReviewRiskAssessmentRequest,
) {
  return http.post(`/api/adviser/clients/${clientId}/atrq/${assessmentId}/review`, {
    body,
    schema: riskAssessmentResponseSchema,
  });
}
