import {
  type RiskAssessment,
  type RiskOverviewResponse,
  riskAssessmentResponseSchema,
  riskOverviewResponseSchema,
} from '@atrium/domain/contract/risk';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

export const riskKey = ['atrq'] as const;

export const riskOverviewQueryOptions = () => getQuery(riskKey, '/api/atrq', riskOverviewResponseSchema);

export function saveRiskAnswer(questionId: string, value: number) {
  return http.put(`/api/atrq/answers/${encodeURIComponent(questionId)}`, {
    body: { value },
    schema: riskAssessmentResponseSchema,
  });
}

export function submitRiskQuestionnaire() {
  return http.post('/api/atrq/submit', { schema: riskAssessmentResponseSchema });
}

// A retake: a fresh questionnaire; the earlier results stay in the history.
export function startRiskQuestionnaire() {
  return http.post('/api/atrq/start', { schema: riskAssessmentResponseSchema });
}

// Answers that disagree: the client stands by them (the adviser then reviews), or reopens them to change.
export function confirmRiskAnswers(assessmentId: number) {
  return http.post(`/api/atrq/${assessmentId}/confirm`, { schema: riskAssessmentResponseSchema });
}

export function revisitRiskAnswers(assessmentId: number) {
  return http.post(`/api/atrq/${assessmentId}/revisit`, { schema: riskAssessmentResponseSchema });
}

// One saved answer into the cached overview, whatever order the answers' responses arrive in.
export function withSavedAnswer(
  overview: RiskOverviewResponse | undefined,
  saved: RiskAssessment,
  questionId: string,
  value: number,
): RiskOverviewResponse | undefined {
  if (!overview) return overview;
  const answers = { ...overview.in_progress?.answers, ...saved.answers, [questionId]: value };
  return { ...overview, in_progress: { ...saved, answers } };
}
