import { z } from 'zod';

// Attitude to risk (issue 9): the client's /atrq questionnaire and the adviser's view of it. The questions, the
// scoring and the levels are versioned data in risk/questionnaire.ts; these are the bodies on the wire.

const isoDateTime = z.iso.datetime({ offset: true });

export const riskMessages = {
  answerRequired: 'Choose one of the five answers.',
  unknownQuestion: 'There is no such question in this questionnaire.',
  unanswered: 'Answer this question.',
  nothingToSubmit: 'There is no questionnaire in progress to submit.',
  notCompleted: 'Only a completed questionnaire has a level to override.',
  levelRequired: 'Choose a level from 1 to 7.',
  reasonRequired: 'Give the reason for changing the level.',
  reasonTooLong: 'The reason may not be longer than 2000 characters.',
} as const;

export const riskCapacitySchema = z.enum(['low', 'medium', 'high']);

const personSchema = z.object({ id: z.number().int(), name: z.string() });

export const riskResultSchema = z.object({
  // The level that stands: the adviser's override when there is one, else the calculated one.
  level: z.number().int().min(1).max(7),
  calculated_level: z.number().int().min(1).max(7),
  score: z.number().int(),
  capacity: riskCapacitySchema,
  capacity_score: z.number().int(),
  override: z
    .object({ level: z.number().int().min(1).max(7), reason: z.string(), by: personSchema, at: isoDateTime })
    .nullable(),
});
export type RiskResult = z.infer<typeof riskResultSchema>;

export const riskAssessmentSchema = z.object({
  id: z.number().int(),
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

export const riskAssessmentResponseSchema = z.object({ data: riskAssessmentSchema });
export type RiskAssessmentResponse = z.infer<typeof riskAssessmentResponseSchema>;

// PUT api/atrq/answers/{questionId} — saved the moment it is chosen.
export const riskQuestionParamsSchema = z.object({
  questionId: z.string().regex(/^[a-z_]{1,40}$/, riskMessages.unknownQuestion),
});
export const saveRiskAnswerRequestSchema = z.object({
  value: z
    .number({ error: riskMessages.answerRequired })
    .int(riskMessages.answerRequired)
    .min(1, riskMessages.answerRequired)
    .max(5, riskMessages.answerRequired),
});
export type SaveRiskAnswerRequest = z.infer<typeof saveRiskAnswerRequestSchema>;

// POST api/adviser/clients/{id}/atrq/{assessmentId}/override
export const overrideRiskLevelRequestSchema = z.object({
  level: z
    .number({ error: riskMessages.levelRequired })
    .int(riskMessages.levelRequired)
    .min(1, riskMessages.levelRequired)
    .max(7, riskMessages.levelRequired),
  reason: z
    .string({ error: riskMessages.reasonRequired })
    .trim()
    .min(1, riskMessages.reasonRequired)
    .max(2000, riskMessages.reasonTooLong),
});
export type OverrideRiskLevelRequest = z.infer<typeof overrideRiskLevelRequestSchema>;

export const riskAssessmentParamsSchema = z.object({
  clientId: z.coerce
    .number({ error: 'Not a client id.' })
    .int('Not a client id.')
    .positive('Not a client id.')
    .max(2_147_483_647, 'Not a client id.'),
  assessmentId: z.coerce
    .number({ error: 'Not an assessment id.' })
    .int('Not an assessment id.')
    .positive('Not an assessment id.')
    .max(2_147_483_647, 'Not an assessment id.'),
});
