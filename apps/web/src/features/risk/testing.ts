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
    answers_capacity: values.calculated_capacity ?? values.capacity ?? 'medium',
    contradictions: [],
    contradicting_pairs: [],
    polarised: null,
    fact_find: null,
    status: 'final',
    client_confirmed_at: null,
    review: null,
    override: null,
    review_due_on: '2027-03-02',
    ...values,
  };
}

// A level of 6 by the answers, capped at 3 because the emergency fund makes capacity for loss low (the
// questionnaire's rule: low capacity caps the level at 3), for the client's and the adviser's views of one result.
export const cappedByLowCapacity = {
  calculated_level: 6,
  suitable_level: 3,
  capacity_ceiling: 3,
  capacity: 'low',
  calculated_capacity: 'low',
  capacity_low_because: ['emergency_fund'],
} satisfies Partial<Result>;

// Level 7 by the answers (nine boldest), capped at 3 because the fact-find shows £0 in cash against £1,500 of
// essential outgoings a month: 0 months, the answer "Less than a month", which makes capacity low, while the client
// answered "Six to twelve months" (high by the answers alone). For the client's and the adviser's views of one result.
export const cappedByFactFind = {
  calculated_level: 7,
  suitable_level: 3,
  capacity_ceiling: 3,
  capacity: 'low',
  calculated_capacity: 'low',
  answers_capacity: 'high',
  fact_find: {
    currency: '£',
    quick_access_cash: 0,
    debts_due_now: 0,
    essential_monthly: 1500,
    has_dependants: false,
    months: 0,
    emergency_fund_answer: 1,
    disagrees: true,
    capacity: 'low',
  },
} satisfies Partial<Result>;
