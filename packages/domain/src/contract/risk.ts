import { z } from 'zod';
import { dataOf, isoDateTime, pathId, personRefSchema, wholeNumberIn } from './fields.ts';

// Attitude to risk (docs/attitude-to-risk.md): the client's /atrq questionnaire and the adviser's view of it. The
// questions, the scoring and the levels are versioned data in risk/questionnaire.ts; these are the bodies on the wire.

const isoDate = z.iso.date();

export const riskMessages = {
  answerRequired: 'Choose one of the five answers.',
  unknownQuestion: 'There is no such question in this questionnaire.',
  unanswered: 'Answer this question.',
  nothingToSubmit: 'There is no questionnaire in progress to submit.',
  notCompleted: 'Only a completed questionnaire has a level to override.',
  levelRequired: 'Choose a level from 1 to 7.',
  reasonRequired: 'Give the reason for changing the level.',
  reasonTooShort: 'Give the reason in at least a sentence (20 characters or more).',
  reasonTooLong: 'The reason may not be longer than 2000 characters.',
  capacityRequired: 'Choose low, medium or high.',
  capacityReasonRequired: 'Give the reason for changing the capacity for loss.',
  aboveCapacity:
    'This level is above what the client’s capacity for loss supports. Confirm that you have considered it.',
  nothingToConfirm: 'Only a result with answers that disagree needs confirming, and only once.',
  cannotRevisit: 'This result can no longer be changed: it has been confirmed or reviewed.',
  reviewNotNeeded: 'This result has no answers that disagree, or has been reviewed already.',
  noteRequired: 'Say what you discussed or concluded (20 characters or more).',
} as const;

export const riskCapacitySchema = z.enum(['low', 'medium', 'high']);

// Where a result stands: final, or waiting for the client to confirm answers that disagree, or for the adviser's
// review of them (docs/attitude-to-risk.md, "Contradictory answers").
export const riskResultStatusSchema = z.enum(['final', 'awaiting_client', 'awaiting_adviser']);
export type RiskResultStatus = z.infer<typeof riskResultStatusSchema>;

export const riskResultSchema = z.object({
  // The level that stands: the adviser's override when there is one, else the suitable level.
  level: z.number().int().min(1).max(7),
  // The attitude-to-risk level of the score.
  calculated_level: z.number().int().min(1).max(7),
  // The calculated level, lowered to what the capacity for loss supports (capacity_ceiling).
  suitable_level: z.number().int().min(1).max(7),
  // The highest level the capacity for loss supports; null on questionnaire versions that cap nothing.
  capacity_ceiling: z.number().int().min(1).max(7).nullable(),
  score: z.number().int(),
  // The capacity for loss that stands: the adviser's when there is one, else the calculated one.
  capacity: riskCapacitySchema,
  calculated_capacity: riskCapacitySchema,
  capacity_score: z.number().int(),
  // Capacity questions answered at their lowest, each of which alone makes capacity low.
  capacity_low_because: z.array(z.string()),
  capacity_override: z
    .object({ capacity: riskCapacitySchema, reason: z.string(), by: personRefSchema, at: isoDateTime })
    .nullable(),
  // The capacity for loss of the client's answers alone (calculated_capacity is the lower of it and the fact-find's).
  answers_capacity: riskCapacitySchema,
  // Attitude answers far from the client's other answers.
  contradictions: z.array(
    z.object({ question_id: z.string(), answer: z.number().int(), others_mean: z.number() }),
  ),
  // Pairs of answers that cannot both be true (version 3 on): the questions in the order asked, and the answers.
  contradicting_pairs: z.array(
    z.object({
      question_ids: z.tuple([z.string(), z.string()]),
      answers: z.tuple([z.number().int(), z.number().int()]),
    }),
  ),
  // Several answers at each end of the scale (version 3 on); null when not.
  polarised: z.object({ at_lowest: z.number().int(), at_highest: z.number().int() }).nullable(),
  // Capacity for loss checked against the fact-find as it was when the questionnaire was submitted (version 3 on;
  // null on earlier versions). A figure the fact-find did not record is null, and then nothing is checked.
  fact_find: z
    .object({
      currency: z.string(),
      quick_access_cash: z.number().nullable(),
      debts_due_now: z.number(),
      essential_monthly: z.number().nullable(),
      has_dependants: z.boolean().nullable(),
      // Months of essential outgoings the cash, less the debts due now, would pay.
      months: z.number().nullable(),
      // The answer to the emergency-savings question those months make (1 to 5).
      emergency_fund_answer: z.number().int().min(1).max(5).nullable(),
      // The client answered more than the fact-find shows: a result waits for them and the adviser.
      disagrees: z.boolean(),
      // The capacity for loss of the answers with the fact-find's emergency fund where it is lower.
      capacity: riskCapacitySchema.nullable(),
    })
    .nullable(),
  // The household's partner's answers to the same household facts, far apart from these (the adviser's views and
  // the fact-find PDF only: a client's own view never carries their partner's answers).
  partner: z
    .object({
      name: z.string(),
      disagreements: z.array(
        z.object({ question_id: z.string(), answer: z.number().int(), partner_answer: z.number().int() }),
      ),
    })
    .optional(),
  status: riskResultStatusSchema,
  client_confirmed_at: isoDateTime.nullable(),
  review: z.object({ note: z.string(), by: personRefSchema, at: isoDateTime }).nullable(),
  override: z
    .object({
      level: z.number().int().min(1).max(7),
      reason: z.string(),
      by: personRefSchema,
      at: isoDateTime,
      // Above capacity_ceiling, acknowledged by the adviser: highlighted wherever the result is shown.
      above_capacity: z.boolean(),
    })
    .nullable(),
  // When the profile is due for review: fixed at completion from the firm's setting (docs/attitude-to-risk.md).
  review_due_on: isoDate,
});
export type RiskResult = z.infer<typeof riskResultSchema>;

// Which person of a client household (household_members.person): 1 the client, 2 the joint partner.
export const riskPersonSchema = z.union([z.literal(1), z.literal(2)]);

export const riskAssessmentSchema = z.object({
  id: z.number().int(),
  // The person the assessment is about: each partner answers as themselves.
  person: riskPersonSchema,
  questionnaire_version: z.number().int(),
  status: z.enum(['in-progress', 'completed']),
  // {questionId: 1..5}: the attitude and the capacity-for-loss questions alike.
  answers: z.record(z.string(), z.number().int().min(1).max(5)),
  started_at: isoDateTime,
  updated_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
  result: riskResultSchema.nullable(),
});
export type RiskAssessment = z.infer<typeof riskAssessmentSchema>;

// GET api/atrq (the client) and GET api/adviser/clients/{id}/atrq (their adviser).
export const riskOverviewResponseSchema = z.object({
  in_progress: riskAssessmentSchema.nullable(),
  // Newest first: the first is the current result, the rest the history of earlier ones.
  completed: z.array(riskAssessmentSchema),
});
export type RiskOverviewResponse = z.infer<typeof riskOverviewResponseSchema>;

// GET api/adviser/clients/{id}/atrq: each person of the household side by side, person 1 first (a joint household's
// partner is listed before they sign in or answer).
export const riskHouseholdResponseSchema = z.object({
  people: z.array(
    riskOverviewResponseSchema.extend({
      person: riskPersonSchema,
      name: z.string(),
      // Whether the person signs in (household_members): only then can they answer.
      signs_in: z.boolean(),
    }),
  ),
});
export type RiskHouseholdResponse = z.infer<typeof riskHouseholdResponseSchema>;

export const riskAssessmentResponseSchema = dataOf(riskAssessmentSchema);
export type RiskAssessmentResponse = z.infer<typeof riskAssessmentResponseSchema>;

// PUT api/atrq/answers/{questionId} — saved the moment it is chosen.
export const riskQuestionParamsSchema = z.object({
  questionId: z.string().regex(/^[a-z_]{1,40}$/, riskMessages.unknownQuestion),
});
export const saveRiskAnswerRequestSchema = z.object({
  value: wholeNumberIn(1, 5, riskMessages.answerRequired),
});
export type SaveRiskAnswerRequest = z.infer<typeof saveRiskAnswerRequestSchema>;

// The adviser's reason for overriding the level or the capacity: `required` when missing, 20 to 2000 characters.
const overrideReason = (required: string) =>
  z
    .string({ error: required })
    .trim()
    .min(1, required)
    .min(20, riskMessages.reasonTooShort)
    .max(2000, riskMessages.reasonTooLong);

// POST api/adviser/clients/{id}/atrq/{assessmentId}/override
export const overrideRiskLevelRequestSchema = z.object({
  level: wholeNumberIn(1, 7, riskMessages.levelRequired),
  reason: overrideReason(riskMessages.reasonRequired),
  // Required to be true when the level is above what the client's capacity for loss supports.
  acknowledge_above_capacity: z.boolean().optional(),
});
export type OverrideRiskLevelRequest = z.infer<typeof overrideRiskLevelRequestSchema>;

// POST api/adviser/clients/{id}/atrq/{assessmentId}/capacity
export const overrideRiskCapacityRequestSchema = z.object({
  capacity: z.enum(['low', 'medium', 'high'], { error: riskMessages.capacityRequired }),
  reason: overrideReason(riskMessages.capacityReasonRequired),
});
export type OverrideRiskCapacityRequest = z.infer<typeof overrideRiskCapacityRequestSchema>;

// POST api/adviser/clients/{id}/atrq/{assessmentId}/review: the adviser's review of answers that disagree.
export const reviewRiskAssessmentRequestSchema = z.object({
  note: z
    .string({ error: riskMessages.noteRequired })
    .trim()
    .min(20, riskMessages.noteRequired)
    .max(2000, riskMessages.reasonTooLong),
});
export type ReviewRiskAssessmentRequest = z.infer<typeof reviewRiskAssessmentRequestSchema>;

// POST api/atrq/{assessmentId}/confirm and …/revisit: the client's answer to contradictions.
export const ownRiskAssessmentParamsSchema = z.object({
  assessmentId: pathId('Not an assessment id.'),
});

export const riskAssessmentParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
  assessmentId: pathId('Not an assessment id.'),
});
