import { z } from 'zod';
import { isMonth, monthsIn, outcomesMaxMonths } from '../outcomes/period.ts';
import { dataOf, emptyToUndefined, isoDateTime } from './fields.ts';

// The firm's Consumer Duty outcomes report (PRIN 2A, FG21/1; docs/outcomes-report.md), read by an admin at
// /adviser/reports/outcomes and downloaded as CSV: counts only, per adviser and for the firm, each split into
// households with and without recorded support needs. No client is named or identified. 401 without a login, 403 to
// a client and to an adviser.

export const outcomesMessages = {
  adminOnly: "Only an admin can read the firm's outcomes report.",
  fromMonth: 'The first month must be a month such as 2026-01.',
  toMonth: 'The last month must be a month such as 2026-03.',
  range: 'The last month must be the first month or later.',
  tooLong: `A report covers at most ${outcomesMaxMonths} months.`,
} as const;

const optionalMonth = (message: string) =>
  z.preprocess(emptyToUndefined, z.string({ error: message }).refine(isMonth, message).optional());

// Both months optional: a missing one is the current quarter's (features/outcomes).
export const outcomesQuerySchema = z
  .object({ from: optionalMonth(outcomesMessages.fromMonth), to: optionalMonth(outcomesMessages.toMonth) })
  .superRefine(({ from, to }, context) => {
    if (!from || !to) return;
    if (to < from) context.addIssue({ code: 'custom', path: ['to'], message: outcomesMessages.range });
    else if (monthsIn({ from, to }) > outcomesMaxMonths)
      context.addIssue({ code: 'custom', path: ['to'], message: outcomesMessages.tooLong });
  });
export type OutcomesQuery = z.infer<typeof outcomesQuerySchema>;
export type OutcomesQueryParams = { from?: string; to?: string };

// Households with recorded support needs (a support need not withdrawn), without, and both.
export const supportGroups = ['with_support_needs', 'without_support_needs', 'all'] as const;
export type SupportGroup = (typeof supportGroups)[number];
export const supportGroupLabels: Record<SupportGroup, string> = {
  with_support_needs: 'With support needs',
  without_support_needs: 'Without support needs',
  all: 'All households',
};

// Whose households a row counts: the whole firm, one adviser's book (by the adviser's name: staff, not clients), or
// the households with no adviser.
const rowKey = {
  scope: z.enum(['firm', 'adviser', 'unassigned']),
  adviser: z.string().nullable(),
  group: z.enum(supportGroups),
};

export const reviewOutcomeRowSchema = z.object({
  ...rowKey,
  // Reviews whose date falls in the period, and what became of each.
  due: z.number().int(),
  delivered: z.number().int(),
  declined: z.number().int(),
  not_attempted: z.number().int(),
  overdue: z.number().int(),
  open: z.number().int(),
  // Days from the check-in's invitation to completion, over the delivered reviews that had one.
  timed: z.number().int(),
  median_days: z.number().nullable(),
  p90_days: z.number().nullable(),
});
export type ReviewOutcomeRow = z.infer<typeof reviewOutcomeRowSchema>;

export const factFindOutcomeRowSchema = z.object({
  ...rowKey,
  // Fact-finds started in the period (a household's latest), how many completed each step (in `steps` order) and
  // how many were submitted.
  started: z.number().int(),
  reached: z.array(z.number().int()),
  submitted: z.number().int(),
});
export type FactFindOutcomeRow = z.infer<typeof factFindOutcomeRowSchema>;

export const messageOutcomeRowSchema = z.object({
  ...rowKey,
  // Messages households sent in the period, by their first reply from the firm.
  received: z.number().int(),
  within_target: z.number().int(),
  late: z.number().int(),
  unanswered_late: z.number().int(),
  awaiting: z.number().int(),
});
export type MessageOutcomeRow = z.infer<typeof messageOutcomeRowSchema>;

export const outcomesReportSchema = z.object({
  period: z.object({
    from: z.string(),
    to: z.string(),
    first_day: z.string(),
    last_day: z.string(),
  }),
  // The day and moment "overdue" and "past the target" are judged at.
  as_of: isoDateTime,
  reply_target_hours: z.number().int(),
  reviews: z.array(reviewOutcomeRowSchema),
  fact_finds: z.object({
    steps: z.array(z.object({ slug: z.string(), title: z.string() })),
    rows: z.array(factFindOutcomeRowSchema),
  }),
  messages: z.array(messageOutcomeRowSchema),
});
export type OutcomesReport = z.infer<typeof outcomesReportSchema>;
export const outcomesReportResponseSchema = dataOf(outcomesReportSchema);
export type OutcomesReportResponse = z.infer<typeof outcomesReportResponseSchema>;

// Whose households a row counts, in words (the page and the CSV).
export function scopeLabel(row: {
  scope: 'firm' | 'adviser' | 'unassigned';
  adviser: string | null;
}): string {
  if (row.scope === 'firm') return 'Whole firm';
  return row.scope === 'unassigned' ? 'No adviser' : (row.adviser ?? '');
}

// Each figure's name, in the order the page's columns and the CSV's rows give them.
export const reviewMeasures = [
  ['due', 'Due'],
  ['delivered', 'Delivered'],
  ['declined', 'Declined'],
  ['not_attempted', 'Not attempted'],
  ['overdue', 'Overdue'],
  ['open', 'Open, not yet due'],
  ['median_days', 'Median days, check-in to completion'],
  ['p90_days', '90th percentile days, check-in to completion'],
] as const satisfies readonly (readonly [keyof ReviewOutcomeRow, string])[];

export const messageMeasures = [
  ['received', 'Received'],
  ['within_target', 'Answered within target'],
  ['late', 'Answered late'],
  ['unanswered_late', 'Unanswered, past target'],
  ['awaiting', 'Awaiting reply, within target'],
] as const satisfies readonly (readonly [keyof MessageOutcomeRow, string])[];
