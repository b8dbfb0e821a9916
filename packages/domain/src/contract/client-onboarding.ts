import { z } from 'zod';
import { normaliseEmail } from '../identity/normalise.ts';
import { clientDetailSchema } from './adviser.ts';
import { csvImportRequest, emptyToUndefined, filledText } from './fields.ts';

// Onboarding from the workspace (docs/clients-csv.md): an adviser adds a client (and optionally a joint partner,
// who has no login of their own) and the client is mailed an invitation; an admin chooses the adviser. The firm
// can resend or revoke an invitation not yet accepted, and add many clients at once from a CSV file, all or
// nothing. Every route answers 401 without a login, 403 to a client, 404 for a client outside the caller's reach.

export const onboardingMessages = {
  nameRequired: 'Enter the client’s name.',
  emailRequired: 'Enter the client’s email address.',
  emailInvalid: 'Enter a valid email address.',
  emailTaken: 'This email address already belongs to someone in the portal.',
  partnerNameRequired: 'Enter the partner’s name, or leave the partner’s email empty.',
  partnerSameEmail: 'The partner’s email must be different from the client’s.',
  adviserUnknown: 'Choose one of the firm’s advisers.',
  adviserSelfOnly: 'You can add clients only for yourself.',
  emailTwiceInFile: (line: number) => `This email address is already on line ${line}.`,
  invitationRevoked:
    'The invitation has been revoked: the link no longer works and the client cannot sign in.',
  nothingToRevoke: 'This client has no open invitation to revoke.',
  importFailed:
    'The file has errors, so no client was added. Correct the rows listed and upload the file again.',
  csvEmpty: 'The file has no clients to add.',
  csvTooLarge: 'The file is too large: at most 256 KB and 500 clients.',
  imported: (count: number) =>
    `${count} ${count === 1 ? 'client was' : 'clients were'} added and sent an invitation.`,
} as const;

export const clientsCsvMaxChars = 256 * 1024;
export const clientsCsvMaxRows = 500;
// The columns of a clients file, in any order (docs/clients-csv.md); name and email are required.
export const clientsCsvColumns = ['name', 'email', 'partner_name', 'partner_email', 'adviser_email'] as const;
export const clientsCsvRequiredColumns = ['name', 'email'] as const;

const personName = (required: string) =>
  filledText(200, { required, tooLong: 'The name may not be longer than 200 characters.' });

// As typed, folded to NFKC; uniqueness is checked on normaliseEmail's key (identity/normalise.ts).
const emailAddress = (required: string) =>
  filledText(254, { required, tooLong: 'The email may not be longer than 254 characters.' })
    .transform((value) => value.normalize('NFKC'))
    .pipe(z.email(onboardingMessages.emailInvalid));

export const clientNameSchema = personName(onboardingMessages.nameRequired);
export const clientEmailSchema = emailAddress(onboardingMessages.emailRequired);

// A joint partner: both empty, a name alone, or a name and an email that is not the client's.
export const partnerFields = {
  partner_name: z.preprocess(emptyToUndefined, personName('Enter the partner’s name.').optional()),
  partner_email: z.preprocess(emptyToUndefined, emailAddress('Enter the partner’s email.').optional()),
};

type PartnerShape = {
  email?: unknown;
  partner_name?: string | undefined;
  partner_email?: string | undefined;
};

export function checkPartner(value: PartnerShape, ctx: z.RefinementCtx): void {
  if (value.partner_email && !value.partner_name)
    ctx.addIssue({ code: 'custom', path: ['partner_name'], message: onboardingMessages.partnerNameRequired });
  if (
    value.partner_email &&
    typeof value.email === 'string' &&
    normaliseEmail(value.partner_email) === normaliseEmail(value.email)
  )
    ctx.addIssue({ code: 'custom', path: ['partner_email'], message: onboardingMessages.partnerSameEmail });
}

// One row of a clients file, its cells as text (docs/clients-csv.md).
export const clientCsvRowSchema = z
  .object({
    name: clientNameSchema,
    email: clientEmailSchema,
    ...partnerFields,
    adviser_email: z.preprocess(emptyToUndefined, emailAddress('Enter the adviser’s email.').optional()),
  })
  .superRefine(checkPartner);
export type ClientCsvRow = z.infer<typeof clientCsvRowSchema>;

// ── POST /api/adviser/invitations/import ──────────────────────────────────────────────────────────────────

export const clientsImportRequestSchema = csvImportRequest(clientsCsvMaxChars, onboardingMessages);
export type ClientsImportRequest = z.infer<typeof clientsImportRequestSchema>;

export const addedClientSchema = z.object({ id: z.number().int(), name: z.string(), email: z.string() });

export const clientsImportResponseSchema = z.object({
  message: z.string(),
  data: z.object({ created: z.number().int().min(0), clients: z.array(addedClientSchema) }),
});
export type ClientsImportResponse = z.infer<typeof clientsImportResponseSchema>;

// ── POST /api/adviser/clients/{clientId}/revoke-invitation ───────────────────────────────────────────────

export const revokeInvitationResponseSchema = z.object({ message: z.string(), data: clientDetailSchema });
export type RevokeInvitationResponse = z.infer<typeof revokeInvitationResponseSchema>;
