import { z } from 'zod';
import { factFindStatusSchema } from './factfind.ts';
import { dataOf, filledText, isoDateTime, listOf, pathId, personRefSchema, timestamps } from './fields.ts';

// The adviser's review of a client's fact-find (docs/decisions/006-adviser-workspace.md). The fact-find itself is
// served in the client's own shape (portalChangesResponseSchema in ./factfind.ts), so the same template components
// render it read-only.

export const returnNoteMaxLength = 2000;

export const adviserFactFindMessages = {
  noneAwaitingReview: 'There is no fact-find awaiting review for this client.',
  notAwaitingReview: 'Only a fact-find awaiting review can be marked as reviewed or returned.',
  noneSubmitted: 'This client has not submitted a fact-find yet.',
  noteRequired: 'Write a note telling the client what to change.',
} as const;

// One of the client's fact-finds, newest first in the list; the first is the current one.
export const factFindSummarySchema = z.object({
  id: z.number().int(),
  status: factFindStatusSchema,
  is_current: z.boolean(),
  ...timestamps,
  submitted_at: isoDateTime.nullable(),
  reviewed_at: isoDateTime.nullable(),
  reviewed_by: personRefSchema.nullable(),
  returned_at: isoDateTime.nullable(),
  returned_by: personRefSchema.nullable(),
  return_note: z.string().nullable(),
});
export type FactFindSummary = z.infer<typeof factFindSummarySchema>;

// GET /api/adviser/clients/{clientId}/fact-finds
export const factFindListResponseSchema = listOf(factFindSummarySchema);
export type FactFindListResponse = z.infer<typeof factFindListResponseSchema>;

// POST …/fact-find/review and …/fact-find/return answer the fact-find as it now is.
export const factFindSummaryResponseSchema = dataOf(factFindSummarySchema);
export type FactFindSummaryResponse = z.infer<typeof factFindSummaryResponseSchema>;

export const returnFactFindRequestSchema = z.object({
  note: filledText(returnNoteMaxLength, {
    required: adviserFactFindMessages.noteRequired,
    tooLong: `The note may not be longer than ${returnNoteMaxLength} characters.`,
  }),
});
export type ReturnFactFindRequest = z.infer<typeof returnFactFindRequestSchema>;

// A path as fact_find_changes records it: 'personal_details_client1.first_name', 'dependants.items.0',
// 'joint', 'custom.main_goal'. Changes below the path (items of a list) are included.
export const factFindPathSchema = filledText(200, {
  required: 'The path field is required.',
  tooLong: 'The path is too long.',
}).regex(/^[a-zA-Z][a-zA-Z0-9_-]*(\.[a-zA-Z0-9_-]+)*$/, 'Give a path such as category.property.');

const factFindIdQuery = pathId('Not a fact-find id.');

// GET …/fact-find/history?path=category.property[&fact_find_id=] — every fact-find of the client by default.
export const factFindHistoryQuerySchema = z.object({
  path: factFindPathSchema,
  fact_find_id: factFindIdQuery.optional(),
});
export type FactFindHistoryQuery = z.input<typeof factFindHistoryQuerySchema>;

// Each field's history is capped at this many changes, newest first.
export const factFindHistoryLimit = 200;

export const factFindChangeSchema = z.object({
  id: z.number().int(),
  fact_find_id: z.number().int(),
  path: z.string(),
  at: isoDateTime,
  by: z
    .object({ id: z.number().int(), name: z.string(), role: z.enum(['client', 'adviser', 'admin']) })
    .nullable(),
  old: z.unknown(),
  new: z.unknown(),
  // What the person typed where the fact-find's number rules' clamping kept another number, by field path (see
  // typedValuesSchema in contract/factfind.ts); null or absent when nothing was clamped.
  typed: z.record(z.string(), z.string()).nullable().optional(),
});
export type FactFindChange = z.infer<typeof factFindChangeSchema>;

export const factFindHistoryResponseSchema = listOf(factFindChangeSchema);
export type FactFindHistoryResponse = z.infer<typeof factFindHistoryResponseSchema>;

// GET …/fact-find.pdf[?fact_find_id=]: without an id, the latest submitted one (awaiting review or reviewed).
export const factFindPdfQuerySchema = z.object({ fact_find_id: factFindIdQuery.optional() });

export const factFindParamsSchema = z.object({
  clientId: z.coerce.number().int().positive().max(2_147_483_647),
  factFindId: factFindIdQuery,
});
