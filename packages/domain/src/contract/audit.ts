import { z } from 'zod';
import { emptyToUndefined, isoDateTime, pageOf, pageQuery, personRefSchema } from './fields.ts';

// The firm's audit trail, read by an admin at /adviser/audit: security and administration events
// (audit_events) and every saved fact-find property (fact_find_changes), newest first, filtered and paginated,
// and exported as CSV with the same filters. 401 without a login, 403 to a client and to an adviser.

export const auditMessages = {
  adminOnly: "Only an admin can read the firm's audit trail.",
  dateRange: 'The start date must be on or before the end date.',
} as const;

// The type of every fact-find change in the trail (audit events carry their own type).
export const factFindChangeType = 'factfind.change';
export const auditPerPage = 50;

const optionalId = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: `The ${label} must be a whole number.` })
      .int(`The ${label} must be a whole number.`)
      .min(1)
      .max(2_147_483_647)
      .optional(),
  );
function isRealDate(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
const optionalDate = (label: string) =>
  z.preprocess(
    emptyToUndefined,
    z
      .string()
      .regex(/^\d{4}-\d{2}-\d{2}$/, `The ${label} must be a date such as 2026-03-02.`)
      .refine(isRealDate, `The ${label} is not a real date.`)
      .optional(),
  );

const filterFields = {
  client_id: optionalId('client'),
  user_id: optionalId('user'),
  type: z.preprocess(emptyToUndefined, z.string().trim().max(100).optional()),
  // Whole days in UK time, both inclusive.
  from: optionalDate('start date'),
  to: optionalDate('end date'),
};
const isRangeInOrder = (value: { from?: string | undefined; to?: string | undefined }) =>
  !value.from || !value.to || value.from <= value.to;
const rangeError = () => ({ path: ['to'], message: auditMessages.dateRange });

export const auditFiltersSchema = z.object(filterFields).refine(isRangeInOrder, rangeError());
export type AuditFilters = z.infer<typeof auditFiltersSchema>;

export const auditQuerySchema = z
  .object({
    ...filterFields,
    page: pageQuery,
  })
  .refine(isRangeInOrder, rangeError());
export type AuditQuery = z.infer<typeof auditQuerySchema>;
// What the browser puts in the query string (every field optional; empty means "any").
export type AuditQueryParams = {
  client_id?: number;
  user_id?: number;
  type?: string;
  from?: string;
  to?: string;
  page?: number;
};

export const auditEntrySchema = z.object({
  // Unique across both sources: "event-12" or "change-34".
  id: z.string(),
  kind: z.enum(['event', 'fact-find-change']),
  type: z.string(),
  occurred_at: isoDateTime,
  user: personRefSchema.nullable(),
  client: personRefSchema.nullable(),
  ip: z.string().nullable(),
  // Event data, or {path, old, new} of a fact-find change. Never a secret (the audit log records none).
  details: z.record(z.string(), z.unknown()),
});
export type AuditEntry = z.infer<typeof auditEntrySchema>;

export const auditResponseSchema = pageOf(auditEntrySchema);
export type AuditResponse = z.infer<typeof auditResponseSchema>;

// The choices of the filter form: the firm's clients, its people and the types present in its trail.
export const auditFilterOptionsSchema = z.object({
  clients: z.array(personRefSchema),
  users: z.array(personRefSchema.extend({ role: z.enum(['client', 'adviser', 'admin']) })),
  types: z.array(z.string()),
});
export type AuditFilterOptions = z.infer<typeof auditFilterOptionsSchema>;
