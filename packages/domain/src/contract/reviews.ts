import { z } from 'zod';
import { reviewStatuses } from '../review/schedule.ts';
import { boundedText, dataOf, emptyToUndefined, filledText, isoDateTime, pathId } from './fields.ts';

// The periodic review (docs/reviews.md): the client's check-in (GET/PUT api/review…) and the adviser's pipeline
// (api/adviser/reviews, api/adviser/clients/{clientId}/review…).

export const reviewMessages = {
  clientsOnly: 'Only clients have a review check-in here; the firm uses the adviser pages.',
  noOpenReview: 'There is no review check-in open for your household.',
  notInvited: 'Your review check-in is not open yet.',
  alreadyConfirmed: 'You have already confirmed your part of the check-in.',
  unanswered: 'Tell us for each part whether it is still right or something changed.',
  answerEach: 'Choose "Still right" or "Something changed".',
  checkInClosed: 'This check-in is done: your adviser has it.',
  reasonRequired: 'Tell us why, in a few words.',
  dateInvalid: 'Enter a date from today to two years ahead, as YYYY-MM-DD.',
  meetingDateInvalid: 'Enter the meeting date as YYYY-MM-DD.',
  notYetOverdue: 'A review can be marked declined or not attempted once its date has passed.',
  closed: 'This review is already closed.',
  noReview: 'This household has no review yet: set its date first.',
  appointmentNotFound: 'That appointment is not one of this household’s booked appointments.',
  outcomeRequired: 'Write the review’s outcome.',
  suitabilityRequired: 'Choose whether the advice is unchanged or changes are recommended.',
  completeNeedsMeeting: 'Record the meeting date first.',
  stageInvalid: 'Choose a stage from the list.',
  cursorInvalid: 'This page of the list is out of date: start again from the first page.',
} as const;

export const reviewStatusSchema = z.enum(reviewStatuses);
const isoDay = z.string().regex(/^\d{4}-\d{2}-\d{2}$/);
const dayInput = (message: string) =>
  z
    .string({ error: message })
    .trim()
    .regex(/^\d{4}-\d{2}-\d{2}$/, message);

// Each page of the fact-find: still right as it was, or something changed.
export const pageAnswerSchema = z.enum(['same', 'changed'], { error: reviewMessages.answerEach });
export type PageAnswer = z.infer<typeof pageAnswerSchema>;

export const checkInAnswersSchema = z.object({
  pages: z.record(z.string().max(60), pageAnswerSchema),
  discuss: z.string(),
});
export type CheckInAnswers = z.infer<typeof checkInAnswersSchema>;

// PUT api/review/check-in: the caller's own part, saved as they go (pages they have answered, what to discuss).
export const saveCheckInRequestSchema = z.strictObject({
  pages: z
    .record(z.string().trim().min(1).max(60), pageAnswerSchema)
    .refine((pages) => Object.keys(pages).length <= 40, 'Too many pages.'),
  discuss: boundedText('note', 4000),
});
export type SaveCheckInRequest = z.infer<typeof saveCheckInRequestSchema>;

export const checkInPartSchema = z.object({
  person: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  answers: checkInAnswersSchema,
  confirmed_at: isoDateTime.nullable(),
});
export type CheckInPart = z.infer<typeof checkInPartSchema>;

export const reviewPageSchema = z.object({ slug: z.string(), title: z.string() });

// GET api/review: the household's open review as one of its people sees it, or null.
export const clientReviewSchema = z.object({
  id: z.number().int(),
  due_on: isoDay,
  status: reviewStatusSchema,
  is_overdue: z.boolean(),
  // The fact-find as it was at the last review (or as last submitted, for the first), and when that was.
  baseline: z.record(z.string(), z.unknown()),
  baseline_at: isoDateTime.nullable(),
  // The pages to confirm, in the fact-find's order.
  pages: z.array(reviewPageSchema),
  me: checkInPartSchema,
  partner: checkInPartSchema.omit({ answers: true }).nullable(),
  // The caller's attitude-to-risk result is due for review by the review date: the check-in offers a fresh one.
  risk_review_due: z.boolean(),
});
export type ClientReview = z.infer<typeof clientReviewSchema>;
export const clientReviewResponseSchema = dataOf(clientReviewSchema.nullable());
export type ClientReviewResponse = z.infer<typeof clientReviewResponseSchema>;

// POST api/review/decline: the household says no to this review, with its reason.
export const declineReviewRequestSchema = z.strictObject({
  reason: filledText(2000, {
    required: reviewMessages.reasonRequired,
    tooLong: 'The reason may not be longer than 2000 characters.',
  }),
});
export type DeclineReviewRequest = z.infer<typeof declineReviewRequestSchema>;

// ── The adviser's side ──────────────────────────────────────────────────────────────────────────────────────────

export const reviewClientParamsSchema = z.object({ clientId: pathId('The client was not found.') });

// One row of the pipeline: a household's open review, or its latest closed one; a household without any has
// status null (no date set yet).
export const pipelineRowSchema = z.object({
  client: z.object({ id: z.number().int(), name: z.string() }),
  adviser: z.string().nullable(),
  review_id: z.number().int().nullable(),
  due_on: isoDay.nullable(),
  status: reviewStatusSchema.nullable(),
  is_overdue: z.boolean(),
  check_ins_confirmed: z.number().int(),
  people: z.number().int(),
  closed_reason: z.string().nullable(),
  closed_at: isoDateTime.nullable(),
  // The next review's date when the one shown is closed.
  next_due_on: isoDay.nullable(),
});
export type PipelineRow = z.infer<typeof pipelineRowSchema>;

// GET api/adviser/reviews?stage=&cursor=: a page of the pipeline (overdue first, then open reviews by date, then
// closed ones, latest first, then households without a date), optionally of one stage: a review state, overdue
// (open, its date passed) or unscheduled (no review yet). `next_cursor` asks for the page after; the counts are
// of every household in reach, whatever the stage asked.
export const pipelinePageSize = 50;
export const pipelineStages = [...reviewStatuses, 'overdue', 'unscheduled'] as const;
export type PipelineStage = (typeof pipelineStages)[number];
export const pipelineQuerySchema = z.object({
  stage: z.preprocess(
    emptyToUndefined,
    z.enum(pipelineStages, { error: reviewMessages.stageInvalid }).optional(),
  ),
  cursor: z.preprocess(emptyToUndefined, z.string().max(400, reviewMessages.cursorInvalid).optional()),
});
export type PipelineQuery = z.infer<typeof pipelineQuerySchema>;

export const pipelineCountsSchema = z.object({
  total: z.number().int(),
  overdue: z.number().int(),
  unscheduled: z.number().int(),
  by_status: z.record(reviewStatusSchema, z.number().int()),
});
export type PipelineCounts = z.infer<typeof pipelineCountsSchema>;

export const pipelineResponseSchema = z.object({
  data: z.array(pipelineRowSchema),
  next_cursor: z.string().nullable(),
  counts: pipelineCountsSchema,
});
export type PipelineResponse = z.infer<typeof pipelineResponseSchema>;

// What changed since the last review, in the fact-find's words, with who and when from its history.
export const reviewChangeSchema = z.object({
  path: z.string(),
  kind: z.enum(['changed', 'added', 'removed']),
  section: z.string(),
  question: z.string(),
  before: z.string().nullable(),
  after: z.string().nullable(),
  changed_by: z.string().nullable(),
  changed_at: isoDateTime.nullable(),
});
export type ReviewChange = z.infer<typeof reviewChangeSchema>;

export const reviewDetailSchema = z.object({
  id: z.number().int(),
  due_on: isoDay,
  status: reviewStatusSchema,
  is_overdue: z.boolean(),
  invited_at: isoDateTime.nullable(),
  reminders_sent: z.number().int(),
  baseline_at: isoDateTime.nullable(),
  pages: z.array(reviewPageSchema),
  check_ins: z.array(checkInPartSchema),
  people: z.number().int(),
  changes: z.array(reviewChangeSchema),
  meeting_on: isoDay.nullable(),
  appointment_id: z.number().int().nullable(),
  outcome: z.string().nullable(),
  suitability: z.enum(['unchanged', 'changes_recommended']).nullable(),
  closed_reason: z.string().nullable(),
  closed_at: isoDateTime.nullable(),
  closed_by: z.string().nullable(),
  record_document_id: z.number().int().nullable(),
});
export type ReviewDetail = z.infer<typeof reviewDetailSchema>;

// GET api/adviser/clients/{clientId}/review: the open review (or the latest closed one), the next one if a closed
// review set it, and the household's booked appointments to link a meeting to.
export const adviserReviewResponseSchema = z.object({
  client: z.object({ id: z.number().int(), name: z.string() }),
  data: reviewDetailSchema.nullable(),
  next_due_on: isoDay.nullable(),
  suggested_next_due_on: isoDay,
  appointments: z.array(z.object({ id: z.number().int(), starts_at: isoDateTime })),
});
export type AdviserReviewResponse = z.infer<typeof adviserReviewResponseSchema>;

// PUT …/review/schedule: the household's next review date.
export const scheduleReviewRequestSchema = z.strictObject({ due_on: dayInput(reviewMessages.dateInvalid) });
export type ScheduleReviewRequest = z.infer<typeof scheduleReviewRequestSchema>;

// POST …/review/meeting: the meeting, on one of the household's booked appointments or on a date arranged otherwise.
export const recordMeetingRequestSchema = z.strictObject({
  meeting_on: dayInput(reviewMessages.meetingDateInvalid),
  appointment_id: z.number().int().positive().max(2_147_483_647).nullable().optional(),
});
export type RecordMeetingRequest = z.infer<typeof recordMeetingRequestSchema>;

export const suitabilitySchema = z.enum(['unchanged', 'changes_recommended'], {
  error: reviewMessages.suitabilityRequired,
});
export const suitabilityLabels = {
  unchanged: 'Advice unchanged: still suitable',
  changes_recommended: 'Changes recommended',
} as const;

// POST …/review/complete: the outcome, the suitability decision and the next date.
export const completeReviewRequestSchema = z.strictObject({
  outcome: filledText(8000, {
    required: reviewMessages.outcomeRequired,
    tooLong: 'The outcome may not be longer than 8000 characters.',
  }),
  suitability: suitabilitySchema,
  next_due_on: dayInput(reviewMessages.dateInvalid),
});
export type CompleteReviewRequest = z.infer<typeof completeReviewRequestSchema>;

// POST …/review/close: declined by the client, or not attempted, with the reason; only once the date has passed.
export const closeReviewRequestSchema = z.strictObject({
  status: z.enum(['declined', 'not_attempted'], { error: 'Choose declined or not attempted.' }),
  reason: filledText(2000, {
    required: reviewMessages.reasonRequired,
    tooLong: 'The reason may not be longer than 2000 characters.',
  }),
});
export type CloseReviewRequest = z.infer<typeof closeReviewRequestSchema>;

// POST api/dev/reviews/run (development only): how many reviews the job claimed (opened or reminded).
export const devReviewRunResponseSchema = z.object({ claimed: z.number().int() });
