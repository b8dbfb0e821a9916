import type { RiskAssessment } from '@atrium/domain/contract/risk';

type Result = NonNullable<RiskAssessment['result']>;

// A final risk result for web tests: nothing capped, flagged or changed unless the test says so.
export function riskResult(values: Partial<Result> & Pick<Result, 'level'>): Result {
  return {
    calculated_level: values.level,
    suitable_level: values.level,
    capacity_ceiling: null,
    score: 40,
    capacity: 'medium',
    calculated_capacity: values.capacity ?? 'medium',
    capacity_score: 15,
    capacity_low_because: [],
    capacity_override: null,
    contradictions: [],
    status: 'final',
    client_confirmed_at: null,
    review: null,
    override: null,
    review_due_on: '2027-03-02',
    ...values,
  };
}
