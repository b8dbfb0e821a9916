import { z } from 'zod';
import { clientFactFindStatusSchema } from './adviser.ts';
import { emptyToUndefined, isoDateTime, personRefSchema } from './fields.ts';

// The public API's own shapes (/api/v1, docs/api.md). Its other routes answer with the adviser workspace's
// schemas (contract/adviser.ts, adviser-factfind.ts, documents.ts, messages.ts, risk.ts), as they call its services.

export const publicApiMessages = {
  cursorInvalid: 'The cursor is not one this API gave out.',
  limit: 'The limit must be a whole number from 1 to 100.',
  updatedSince: 'updated_since must be a date and time with its offset, e.g. 2026-11-23T00:00:00Z.',
  idempotencyKey: 'The Idempotency-Key must be 1 to 255 printable characters.',
  idempotencyKeyReused: 'This Idempotency-Key was used with a different request.',
  idempotencyKeyInProgress: 'A request with this Idempotency-Key is still in progress; retry shortly.',
} as const;

// An instant PostgreSQL can compare with (the ISO format alone allows the year 0000, which it refuses).
export function isQueryableInstant(value: string): boolean {
  const time = Date.parse(value);
  return time >= Date.UTC(1900, 0, 1) && time < Date.UTC(10000, 0, 1);
}

// GET /api/v1/clients: a page of the firm's clients, least recently changed first, so a sync that keeps the last
// page's `next_cursor` (or the last `updated_at` it saw, as `updated_since`) never misses a change.
export const publicClientsQuerySchema = z.object({
  limit: z.preprocess(
    emptyToUndefined,
    z.coerce
      .number({ error: publicApiMessages.limit })
      .int(publicApiMessages.limit)
      .min(1, publicApiMessages.limit)
      .max(100, publicApiMessages.limit)
      .default(50),
  ),
  cursor: z.preprocess(emptyToUndefined, z.string().max(200, publicApiMessages.cursorInvalid).optional()),
  updated_since: z.preprocess(
    emptyToUndefined,
    z.iso
      .datetime({ offset: true, error: publicApiMessages.updatedSince })
      .refine(isQueryableInstant, publicApiMessages.updatedSince)
      .optional(),
  ),
  fact_find_status: z.preprocess(emptyToUndefined, clientFactFindStatusSchema.optional()),
});
export type PublicClientsQuery = z.infer<typeof publicClientsQuerySchema>;

export const publicClientSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  joint_name: z.string().nullable(),
  email: z.string(),
  adviser: personRefSchema.nullable(),
  // The client's latest fact-find: its status and the template version it was started on.
  fact_find: z
    .object({
      id: z.number().int(),
      status: clientFactFindStatusSchema.exclude(['not-started']),
      template_version: z.number().int().nullable(),
      submitted_at: isoDateTime.nullable(),
      reviewed_at: isoDateTime.nullable(),
      updated_at: isoDateTime,
    })
    .nullable(),
  created_at: isoDateTime,
  // The later of the client's own change and their latest fact-find's.
  updated_at: isoDateTime,
});
export type PublicClient = z.infer<typeof publicClientSchema>;

export const publicClientsResponseSchema = z.object({
  data: z.array(publicClientSchema),
  // Pass it as `cursor` for the next page; null on the last page.
  next_cursor: z.string().nullable(),
});
export type PublicClientsResponse = z.infer<typeof publicClientsResponseSchema>;

// The Idempotency-Key header every /api/v1 write honours: the same key and request within a day answers the first
// answer again instead of doing the work twice. Loose: the request's other headers are kept as they are.
export const idempotencyHeadersSchema = z.looseObject({
  'idempotency-key': z
    .string()
    .regex(/^[\x21-\x7e]{1,255}$/, publicApiMessages.idempotencyKey)
    .optional(),
});
