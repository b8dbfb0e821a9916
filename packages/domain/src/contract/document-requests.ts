import { z } from 'zod';
import { documentCategorySchema } from './documents.ts';
import { boundedText, filledText, isoDateTime, listOf, pageOf, pageQuery, pathId } from './fields.ts';

// Document requests (docs/document-requests.md): the firm asks a household for documents, from its templates or ad
// hoc, each for person 1, person 2 or both, with a note, a due date and optionally a monthly recurrence. The client
// uploads against each item (the file joins the document vault) and the firm accepts it or rejects it with a reason.

export const documentRequestMessages = {
  staffOnly: 'Only the firm’s advisers and admins request documents.',
  adminsOnly: 'Only the firm’s admins change the document request templates.',
  clientsOnly: 'Only clients have document requests here; the firm uses the adviser pages.',
  partnersItem: 'This request is for your partner: they upload it from their own sign-in.',
  notOpen: 'This request is no longer waiting for a document.',
  notUploaded: 'There is no upload waiting for review on this request.',
  dueInPast: 'The due date must be today or later.',
  partnerMissing: 'The household has no second person: ask for the document from the client.',
  templateUnknown: 'Choose one of the firm’s templates.',
  titleTaken: 'The firm already has a template of that name.',
  titleRequired: 'Give the request a title.',
  titleTooLong: 'The title may not be longer than 120 characters.',
  reasonRequired: 'Say why the document is not right, so the client knows what to send.',
  reasonTooLong: 'The reason may not be longer than 500 characters.',
  recurrenceInvalid: 'A recurring request repeats 2 to 24 times, every 1 to 12 months.',
} as const;

export const documentRequestStatuses = ['required', 'uploaded', 'accepted', 'rejected', 'withdrawn'] as const;
export const documentRequestStatusSchema = z.enum(documentRequestStatuses);
export type DocumentRequestStatus = z.infer<typeof documentRequestStatusSchema>;

// What the client still has to do: upload (required), or upload again (rejected).
export const isAwaitingClient = (status: DocumentRequestStatus) =>
  status === 'required' || status === 'rejected';
// Open: neither accepted nor withdrawn (the firm's outstanding list).
export const isOpenRequest = (status: DocumentRequestStatus) =>
  isAwaitingClient(status) || status === 'uploaded';

export const documentRequestStatusLabels: Record<DocumentRequestStatus, string> = {
  required: 'Required',
  uploaded: 'Uploaded (pending review)',
  accepted: 'Accepted',
  rejected: 'Rejected',
  withdrawn: 'Withdrawn',
};

// Who the item is for: person 1, person 2, or both people of the household.
export const documentRequestPersonSchema = z.union([z.literal(1), z.literal(2), z.literal('both')], {
  error: 'Choose who the document is for.',
});
export type DocumentRequestPerson = z.infer<typeof documentRequestPersonSchema>;

// ── Templates ───────────────────────────────────────────────────────────────────────────────────────────────────

const title = filledText(120, {
  required: documentRequestMessages.titleRequired,
  tooLong: documentRequestMessages.titleTooLong,
});

export const documentRequestTemplateSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  note: z.string(),
  category: documentCategorySchema,
  is_retired: z.boolean(),
});
export type DocumentRequestTemplate = z.infer<typeof documentRequestTemplateSchema>;
export const documentRequestTemplatesResponseSchema = listOf(documentRequestTemplateSchema);
export const documentRequestTemplateResponseSchema = z.object({ data: documentRequestTemplateSchema });

export const saveDocumentRequestTemplateSchema = z.object({
  title,
  note: boundedText('note', 1000).default(''),
  category: documentCategorySchema.default('other'),
  is_retired: z.boolean({ error: 'Say whether the template is retired.' }).default(false),
});
export type SaveDocumentRequestTemplate = z.infer<typeof saveDocumentRequestTemplateSchema>;

export const documentRequestTemplateParamsSchema = z.object({
  templateId: pathId('Not a template id.'),
});

// ── The firm's side ─────────────────────────────────────────────────────────────────────────────────────────────

export const documentRequestRecurrenceSchema = z.object(
  {
    every_months: z
      .number({ error: documentRequestMessages.recurrenceInvalid })
      .int(documentRequestMessages.recurrenceInvalid)
      .min(1, documentRequestMessages.recurrenceInvalid)
      .max(12, documentRequestMessages.recurrenceInvalid),
    occurrences: z
      .number({ error: documentRequestMessages.recurrenceInvalid })
      .int(documentRequestMessages.recurrenceInvalid)
      .min(2, documentRequestMessages.recurrenceInvalid)
      .max(24, documentRequestMessages.recurrenceInvalid),
  },
  { error: documentRequestMessages.recurrenceInvalid },
);
export type DocumentRequestRecurrence = z.infer<typeof documentRequestRecurrenceSchema>;

export const createDocumentRequestSchema = z.object({
  // The template it was made from (its title, note and category are sent as the form shows them), or none.
  template_id: z
    .number({ error: documentRequestMessages.templateUnknown })
    .int()
    .positive()
    .nullable()
    .default(null),
  title,
  note: boundedText('note', 1000).default(''),
  category: documentCategorySchema.default('other'),
  person: documentRequestPersonSchema,
  due_date: z.iso.date({ error: 'Enter the due date as a date.' }),
  recurrence: documentRequestRecurrenceSchema.nullable().default(null),
});
export type CreateDocumentRequest = z.input<typeof createDocumentRequestSchema>;
export type NewDocumentRequest = z.output<typeof createDocumentRequestSchema>;

export const rejectDocumentRequestSchema = z.object({
  reason: filledText(500, {
    required: documentRequestMessages.reasonRequired,
    tooLong: documentRequestMessages.reasonTooLong,
  }),
});
export type RejectDocumentRequest = z.infer<typeof rejectDocumentRequestSchema>;

const recurrenceFields = {
  occurrence: z.number().int(),
  occurrences: z.number().int(),
  every_months: z.number().int().nullable(),
};

export const documentRequestFileSchema = z.object({
  document_id: z.number().int(),
  name: z.string(),
  uploaded_by: z.string(),
  created_at: isoDateTime,
  download_url: z.string(),
});
export type DocumentRequestFile = z.infer<typeof documentRequestFileSchema>;

export const staffDocumentRequestSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  title: z.string(),
  note: z.string(),
  category: documentCategorySchema,
  person: documentRequestPersonSchema,
  // The person it is for by name; null when it is for both.
  person_name: z.string().nullable(),
  due_date: z.iso.date(),
  is_overdue: z.boolean(),
  status: documentRequestStatusSchema,
  reject_reason: z.string().nullable(),
  requested_by: z.string(),
  created_at: isoDateTime,
  uploaded_at: isoDateTime.nullable(),
  reviewed_at: isoDateTime.nullable(),
  ...recurrenceFields,
  // Every file uploaded against it, newest first (still in the vault).
  files: z.array(documentRequestFileSchema),
});
export type StaffDocumentRequest = z.infer<typeof staffDocumentRequestSchema>;
export const staffDocumentRequestsResponseSchema = listOf(staffDocumentRequestSchema);
export const staffDocumentRequestResponseSchema = z.object({ data: staffDocumentRequestSchema });
// Creating a recurring request answers its first item.

export const clientDocumentRequestParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
  requestId: pathId('Not a document request id.'),
});

// GET /api/adviser/document-requests: the firm's open items (an adviser's own clients'), oldest first.
export const outstandingDocumentRequestsQuerySchema = z.object({ page: pageQuery });
export const outstandingDocumentRequestSchema = z.object({
  id: z.number().int(),
  client: z.object({ id: z.number().int(), name: z.string() }),
  title: z.string(),
  person_name: z.string().nullable(),
  due_date: z.iso.date(),
  is_overdue: z.boolean(),
  status: documentRequestStatusSchema,
  created_at: isoDateTime,
});
export type OutstandingDocumentRequest = z.infer<typeof outstandingDocumentRequestSchema>;
export const outstandingDocumentRequestsResponseSchema = pageOf(outstandingDocumentRequestSchema);
export type OutstandingDocumentRequestsResponse = z.infer<typeof outstandingDocumentRequestsResponseSchema>;
export const outstandingPageSize = 25;

// ── The client's side ───────────────────────────────────────────────────────────────────────────────────────────

// Who an item is for, as its reader sees it (packages/domain/src/factfind/perspective.ts): themself, both people, or
// their partner. A partner's item shows its title, due date and status only: its note and a rejection's reason are
// for the person asked.
export const documentRequestAudienceSchema = z.enum(['me', 'both', 'partner']);
export type DocumentRequestAudience = z.infer<typeof documentRequestAudienceSchema>;

export const clientDocumentRequestSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  note: z.string().nullable(),
  category: documentCategorySchema,
  audience: documentRequestAudienceSchema,
  due_date: z.iso.date(),
  is_overdue: z.boolean(),
  status: documentRequestStatusSchema,
  reject_reason: z.string().nullable(),
  uploaded_at: isoDateTime.nullable(),
  can_upload: z.boolean(),
  ...recurrenceFields,
  // The latest file sent for it (by either person), if it is still in the vault.
  latest_file: z.object({ name: z.string(), download_url: z.string() }).nullable(),
});
export type ClientDocumentRequest = z.infer<typeof clientDocumentRequestSchema>;
export const clientDocumentRequestsResponseSchema = z.object({
  data: z.array(clientDocumentRequestSchema),
  // The other person's name, for "For Jane"; null in a household of one.
  partner_name: z.string().nullable(),
});
export type ClientDocumentRequestsResponse = z.infer<typeof clientDocumentRequestsResponseSchema>;
export const clientDocumentRequestResponseSchema = z.object({ data: clientDocumentRequestSchema });

export const documentRequestIdParamsSchema = z.object({
  requestId: pathId('Not a document request id.'),
});

// POST /api/dev/document-requests/run (development only): the job once, as of `at` (default now).
export const devDocumentRequestsRunSchema = z.object({ at: isoDateTime.optional() });
export const devDocumentRequestsRunResponseSchema = z.object({ sent: z.number().int() });

export const documentRequestPaths = {
  list: '/documents',
  adviser: (clientId: number) => `/adviser/clients/${clientId}/documents`,
  outstanding: '/adviser/document-requests',
} as const;
