import { z } from 'zod';
import { filledText, isoDateTime, pathId } from './fields.ts';

// Signing in the portal (docs/signing.md): the firm sends a PDF to one or both people of a household, each signs
// it with a fresh second factor, and the portal seals the result with a completion certificate page and a PAdES
// signature. Evidence of every step is kept and shown to the firm.

export const signatureMessages = {
  notYours: 'This document was not sent to you for signing.',
  notPdf: 'Only a PDF can be sent for signature.',
  noSigners: 'Choose at least one person to sign.',
  partnerMissing: 'The partner has no sign-in yet: invite them before sending them a document to sign.',
  dueInPast: 'The due date must be today or later.',
  noFactFind: 'The client has not submitted a fact-find yet.',
  notPending: 'This document is no longer waiting for signatures.',
  alreadyDone: 'You have already answered this request.',
  notYourTurn: 'The document is waiting for the other person to sign first.',
  confirmRequired: 'Confirm that you have read the whole document.',
  nameMismatch: 'Type your full name as it appears on your account.',
  setUpMfa: 'Set up two-step verification on your profile before you sign: signing needs a fresh code.',
  useApp: 'Use the code from your authenticator app.',
  unavailable: 'Signing is not available: the portal has no signing certificate configured.',
  verifyEmpty: 'Choose a PDF file to check.',
  verifyTooLarge: 'The file is too large to check (20 MB at most).',
} as const;

export const signatureStatusSchema = z.enum(['pending', 'completed', 'declined', 'withdrawn']);
export type SignatureStatus = z.infer<typeof signatureStatusSchema>;
export const signerStatusSchema = z.enum(['pending', 'signed', 'declined']);
export type SignerStatus = z.infer<typeof signerStatusSchema>;
export const signingMethodSchema = z.enum(['totp', 'sms']);
export type SigningMethod = z.infer<typeof signingMethodSchema>;
export const signatureEventTypeSchema = z.enum([
  'sent',
  'viewed',
  'reminded',
  'code-sent',
  'signed',
  'declined',
  'withdrawn',
  'completed',
]);
export type SignatureEventType = z.infer<typeof signatureEventTypeSchema>;

const sha256 = z.string().regex(/^[0-9a-f]{64}$/);

export const signerSchema = z.object({
  id: z.number().int(),
  person: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  position: z.number().int(),
  status: signerStatusSchema,
  signed_at: isoDateTime.nullable(),
  declined_at: isoDateTime.nullable(),
  decline_reason: z.string().nullable(),
});
export type Signer = z.infer<typeof signerSchema>;

// What the firm sees of each signature: who, how they proved it was them and from where.
export const signerEvidenceSchema = z.object({
  signer_id: z.number().int(),
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  typed_name: z.string(),
  method: signingMethodSchema,
  authenticated_at: isoDateTime,
  signed_at: isoDateTime,
  ip: z.string(),
  user_agent: z.string(),
  document_sha256: sha256,
});
export type SignerEvidence = z.infer<typeof signerEvidenceSchema>;

export const signatureEventSchema = z.object({
  type: signatureEventTypeSchema,
  at: isoDateTime,
  actor: z.string().nullable(),
  ip: z.string().nullable(),
  user_agent: z.string().nullable(),
  detail: z.string().nullable(),
});
export type SignatureEvent = z.infer<typeof signatureEventSchema>;

const requestFields = {
  id: z.number().int(),
  title: z.string(),
  status: signatureStatusSchema,
  is_ordered: z.boolean(),
  due_date: z.iso.date().nullable(),
  created_at: isoDateTime,
  completed_at: isoDateTime.nullable(),
  original_sha256: sha256,
  final_sha256: sha256.nullable(),
  signers: z.array(signerSchema),
};

// The firm's view: everything, the evidence and the events included.
export const staffSignatureRequestSchema = z.object({
  ...requestFields,
  client_id: z.number().int(),
  sent_by: z.string(),
  withdrawn_at: isoDateTime.nullable(),
  evidence: z.array(signerEvidenceSchema),
  events: z.array(signatureEventSchema),
  original_url: z.string(),
  final_url: z.string().nullable(),
});
export type StaffSignatureRequest = z.infer<typeof staffSignatureRequestSchema>;
export const staffSignatureRequestsResponseSchema = z.object({ data: z.array(staffSignatureRequestSchema) });
export type StaffSignatureRequestsResponse = z.infer<typeof staffSignatureRequestsResponseSchema>;
export const staffSignatureRequestResponseSchema = z.object({ data: staffSignatureRequestSchema });

// A signer's view of a request sent to them.
export const clientSignatureRequestSchema = z.object({
  ...requestFields,
  my_status: signerStatusSchema,
  // Whether this person may sign now (pending, their turn, the request still open).
  can_sign: z.boolean(),
  document_url: z.string(),
  final_url: z.string().nullable(),
});
export type ClientSignatureRequest = z.infer<typeof clientSignatureRequestSchema>;
export const clientSignatureRequestsResponseSchema = z.object({
  data: z.array(clientSignatureRequestSchema),
});
export type ClientSignatureRequestsResponse = z.infer<typeof clientSignatureRequestsResponseSchema>;

// The page a signer reads: the request, the document's text page by page (a screen reader and a phone read it
// where a PDF viewer would not), and how they will prove it is them.
export const signingPageResponseSchema = z.object({
  data: clientSignatureRequestSchema,
  pages: z.array(z.string()),
  second_factor: signingMethodSchema.nullable(),
  telephone_hint: z.string().nullable(),
  expected_name: z.string(),
});
export type SigningPageResponse = z.infer<typeof signingPageResponseSchema>;

export const signatureIdParamsSchema = z.object({
  signatureId: pathId('Not a signature request id.'),
});
export const clientSignatureParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
  signatureId: pathId('Not a signature request id.'),
});

export const signatureSourceSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('document'), document_id: pathId('Choose a document.') }),
  z.object({ kind: z.literal('fact-find') }),
]);

export const createSignatureRequestSchema = z.object({
  title: filledText(200, {
    required: 'The title field is required.',
    tooLong: 'The title may not be longer than 200 characters.',
  }),
  source: signatureSourceSchema,
  // The household's people who sign (1 the client, 2 the partner), in signing order when is_ordered.
  signers: z
    .array(z.union([z.literal(1), z.literal(2)]), { error: signatureMessages.noSigners })
    .min(1, signatureMessages.noSigners)
    .max(2, signatureMessages.noSigners)
    .refine((people) => new Set(people).size === people.length, signatureMessages.noSigners),
  is_ordered: z.boolean().default(false),
  due_date: z.iso.date({ error: 'Enter the due date as a date.' }).nullable().default(null),
});
export type CreateSignatureRequest = z.input<typeof createSignatureRequestSchema>;
export type NewSignatureRequest = z.output<typeof createSignatureRequestSchema>;

export const signRequestSchema = z.object({
  typed_name: filledText(200, {
    required: 'Type your full name.',
    tooLong: 'The name may not be longer than 200 characters.',
  }),
  confirm: z.literal(true, { error: signatureMessages.confirmRequired }),
  code: filledText(20, { required: 'Enter the code.', tooLong: 'Enter the six-digit code.' }),
});
export type SignRequest = z.infer<typeof signRequestSchema>;

export const declineRequestSchema = z.object({
  reason: filledText(1000, {
    required: 'Tell your adviser why you are declining.',
    tooLong: 'The reason may not be longer than 1000 characters.',
  }),
});
export type DeclineRequest = z.infer<typeof declineRequestSchema>;

export const signingCodeSentResponseSchema = z.object({
  message: z.string(),
  resend_available_in: z.number().int(),
});

// /verify: what a holder of a PDF learns about it from its hash and its embedded signatures.
export const verifyResultSchema = z.object({
  verdict: z.enum(['signed', 'original', 'unknown']),
  message: z.string(),
  sha256,
  document: z
    .object({
      title: z.string(),
      firm: z.string(),
      completed_at: isoDateTime.nullable(),
      signers: z.array(z.object({ name: z.string(), signed_at: isoDateTime, method: signingMethodSchema })),
    })
    .nullable(),
  signatures: z.array(
    z.object({
      signed_by: z.string(),
      signed_at: isoDateTime.nullable(),
      is_intact: z.boolean(),
      covers_whole_file: z.boolean(),
    }),
  ),
});
export type VerifyResult = z.infer<typeof verifyResultSchema>;

export const signatureMethodLabels: Record<SigningMethod, string> = {
  totp: 'authenticator app code',
  sms: 'text message code',
};

export const signaturePaths = {
  list: '/signatures',
  sign: (id: number) => `/signatures/${id}`,
  adviser: (clientId: number) => `/adviser/clients/${clientId}/signatures`,
  verify: '/verify',
} as const;
