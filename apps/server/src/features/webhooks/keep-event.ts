import type { RiskAssessmentRow } from '../risk/repo.ts';
import { resultOf } from '../risk/results.ts';
import type { EventRow } from './repo.ts';

// Whether an event its trigger recorded is announced (migration 0034). All are, but one: a risk result completed
// with answers that disagree is not final until the adviser reviews it (the questionnaire's rule, in
// features/risk/results.ts resultOf), and its review is then announced instead.
export function createKeepEvent(deps: {
  findRiskAssessment: (clientId: number, id: number) => Promise<RiskAssessmentRow | null>;
}) {
  return async (event: EventRow): Promise<boolean> => {
    if (event.type !== 'risk_result.final' || event.data.on !== 'completed') return true;
    const row = await deps.findRiskAssessment(Number(event.data.client_id), Number(event.data.assessment_id));
    return row !== null && resultOf(row)?.status === 'final';
  };
}
