import { z } from 'zod';
import { filledText, isoDateTime, personRefSchema } from './fields.ts';

// Data rights (docs/data-rights.md; UK GDPR arts. 15 and 17): an admin downloads everything held about a client as one
// ZIP (GET /api/adviser/clients/{clientId}/data-export) and erases a client with a recorded reason (POST
// /api/adviser/clients/{clientId}/erasure), keeping the records of advice the firm must retain (docs/data-rights.md).
// GET /api/adviser/clients/{clientId}/data-rights says whether a client was erased. A client (either person of the
// household) downloads their own ZIP from /profile: GET /api/profile/data-export (rate limited, audited).

export const dataRightsMessages = {
  adminOnly: "Only an admin can export or erase a client's data.",
  // GET /api/profile/data-export (a client's own download) from the firm's side.
  ownExportClientsOnly:
    "Downloading your data here is for clients; ask your firm's admin for a copy of yours.",
  reasonRequired: 'The reason field is required.',
  reasonTooLong: 'The reason may not be longer than 1000 characters.',
  confirmNameRequired: "Type the client's name to confirm.",
  confirmNameMismatch: "The name typed does not match the client's name.",
  alreadyErased: "This client's personal data has already been erased.",
} as const;

export const eraseClientRequestSchema = z.object({
  reason: filledText(1000, {
    required: dataRightsMessages.reasonRequired,
    tooLong: dataRightsMessages.reasonTooLong,
  }),
  // The client's name as the admin typed it, compared with the record (trimmed, case-insensitive).
  confirm_name: filledText(300, {
    required: dataRightsMessages.confirmNameRequired,
    tooLong: dataRightsMessages.confirmNameMismatch,
  }),
});
export type EraseClientRequest = z.input<typeof eraseClientRequestSchema>;

export const erasureSchema = z.object({
  erased_at: isoDateTime,
  // Records of advice kept after the erasure are retained until then (RETENTION_YEARS after the erasure).
  retain_until: isoDateTime,
  reason: z.string(),
  erased_by: personRefSchema,
});
export type Erasure = z.infer<typeof erasureSchema>;

export const dataRightsStatusSchema = z.object({
  data: z.object({
    client_id: z.number().int(),
    erasure: erasureSchema.nullable(),
    retention_years: z.number().int(),
  }),
});
export type DataRightsStatus = z.infer<typeof dataRightsStatusSchema>;

// What an erasure did, counted, so the admin sees it was done and what was kept.
export const erasureResponseSchema = z.object({
  message: z.string(),
  data: erasureSchema.extend({
    erased: z.object({
      messages: z.number().int(),
      documents: z.number().int(),
      notifications: z.number().int(),
      draft_fact_finds: z.number().int(),
      links: z.number().int(),
      sessions_ended: z.number().int(),
    }),
    retained: z.object({
      fact_finds: z.number().int(),
      risk_assessments: z.number().int(),
      consents: z.number().int(),
      audit_events: z.number().int(),
    }),
  }),
});
export type ErasureResponse = z.infer<typeof erasureResponseSchema>;

// ── POST /api/adviser/clients/{clientId}/partner/erasure ─────────────────────────────────────────────────────
// The household's partner (person 2) alone: confirm_name is the partner's name. GET …/partner/data-export is their
// own export (a ZIP). Both answer 409 when the household has no partner with a sign-in.
export const partnerErasureResponseSchema = z.object({
  message: z.string(),
  data: z.object({
    messages: z.number().int(),
    notifications: z.number().int(),
    sessions_ended: z.number().int(),
  }),
});
export type PartnerErasureResponse = z.infer<typeof partnerErasureResponseSchema>;
