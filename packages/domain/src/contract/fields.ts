import { z } from 'zod';

// The pieces several contract files build their schemas from, each written once: a timestamp, an id in a path,
// a query parameter left empty, a text field and its messages, a CSV file's upload, a response's envelope.

// A date and time with its offset, as every response writes them.
export const isoDateTime = z.iso.datetime({ offset: true });

// When a record was made and last changed, as Laravel's models answer them: spread into a response's object.
export const timestamps = { created_at: isoDateTime, updated_at: isoDateTime };

// A query parameter sent empty (`?search=`) counts as not sent.
export const emptyToUndefined = (value: unknown) =>
  typeof value === 'string' && value.trim() === '' ? undefined : value;

// GET …?search=: the free-text filter of a list.
export const searchQuery = z.preprocess(
  emptyToUndefined,
  z.string().trim().max(100, 'The search may not be longer than 100 characters.').optional(),
);

// An id in a path, bounded to PostgreSQL's integer: a larger id would fail in the query, not here (found by
// fuzzing). Every way it can be wrong answers the one message.
export const pathId = (message: string) =>
  z.coerce.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);

// A text field that may be empty, trimmed: "The {field} must be text." when it is not a string.
export const boundedText = (field: string, max: number) =>
  z
    .string({ error: `The ${field} must be text.` })
    .trim()
    .max(max, `The ${field} may not be longer than ${max} characters.`);

// A whole number from `min` to `max`, with one message for every way it can be wrong.
export const wholeNumberIn = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

// A text that must be filled in, trimmed, in the caller's own words: `required` when it is missing, empty or not
// text, `tooLong` past `max` characters.
export const filledText = (max: number, { required, tooLong }: { required: string; tooLong: string }) =>
  z.string({ error: required }).trim().min(1, required).max(max, tooLong);

// A text field that must be filled in, trimmed.
export const requiredText = (field: string, max: number) =>
  filledText(max, {
    required: `The ${field} field is required.`,
    tooLong: `The ${field} may not be longer than ${max} characters.`,
  });

// An email address a person signs in with. Look-alike spellings ('ⓣⓔⓢⓣ@x.com') are folded to NFKC
// before the format check, so they reach the login throttle and the uniqueness check under their plain
// spelling's key instead of being rejected as malformed.
export const signInEmail = (required: string) =>
  z
    .string()
    .trim()
    .min(1, required)
    .max(254)
    .transform((value) => value.normalize('NFKC'))
    .pipe(z.email('Enter a valid email address.'));

// Who did something, or whose it is: a person named in a response.
export const personRefSchema = z.object({ id: z.number().int(), name: z.string() });
export type PersonRef = z.infer<typeof personRefSchema>;

// GET …?page=: a paginated list's page, the first when absent.
export const pageQuery = z.preprocess(
  emptyToUndefined,
  z.coerce
    .number({ error: 'The page must be a whole number.' })
    .int('The page must be a whole number.')
    .min(1, 'The page must be at least 1.')
    .max(100_000, 'The page is too large.')
    .default(1),
);

// POST …/import: a CSV file's text, sent whole (apps/web/src/ui/csv-upload.tsx), at most `maxChars` long.
export const csvImportRequest = (maxChars: number, messages: { csvEmpty: string; csvTooLarge: string }) =>
  z.object({
    csv: z
      .string({ error: 'Choose a CSV file.' })
      .min(1, messages.csvEmpty)
      .max(maxChars, messages.csvTooLarge),
  });

// A response's envelope, as Laravel's API resources answer: `{data}` around one item, or around a list of them.
export const dataOf = <Item extends z.ZodType>(item: Item) => z.object({ data: item });
export const listOf = <Item extends z.ZodType>(item: Item) => z.object({ data: z.array(item) });

// A list counts its matches up to this many: past it, the page says "more than 10 000" (`total_capped`), as
// counting further would read every row of a large firm's list (docs/scale.md).
export const pageTotalCap = 10_000;

// Laravel's paginator, trimmed to what the screen needs. With `total_capped`, there are more than `total`
// (= pageTotalCap) matches and `last_page` is the last page of those counted.
export const paginationMetaSchema = z.object({
  current_page: z.number().int().min(1),
  last_page: z.number().int().min(1),
  per_page: z.number().int().min(1),
  total: z.number().int().min(0),
  total_capped: z.literal(true).optional(),
});
export type PaginationMeta = z.infer<typeof paginationMetaSchema>;

// The meta of one page, from a count made up to pageTotalCap + 1.
export function pageMeta(currentPage: number, perPage: number, counted: number): PaginationMeta {
  const total = Math.min(counted, pageTotalCap);
  return {
    current_page: currentPage,
    last_page: Math.max(1, Math.ceil(total / perPage)),
    per_page: perPage,
    total,
    ...(counted > pageTotalCap ? { total_capped: true as const } : {}),
  };
}

// One page of a paginated list (GET …?page=): its items and where the page stands.
export const pageOf = <Item extends z.ZodType>(item: Item) =>
  z.object({ data: z.array(item), meta: paginationMetaSchema });

// A response that only says what was done: `{message}`.
export const messageResponseSchema = z.object({ message: z.string() });
export type MessageResponse = z.infer<typeof messageResponseSchema>;

// A colour as the firm's branding stores it (firm.ts, firm-settings.ts).
export const hexColourSchema = z
  .string()
  .regex(/^#[0-9a-fA-F]{6}$/, 'Use a six-digit hex colour such as #009ca6.');
