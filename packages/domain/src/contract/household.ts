import { z } from 'zod';
import { portalStatusSchema } from './adviser.ts';
import { emptyToUndefined, isoDateTime } from './fields.ts';

// The household (docs/ARCHITECTURE.md "Households"): a joint client's partner is person 2 of the client household
// (household_members, apps/server/src/db/schema.ts) and, once invited, signs in with their own account. The adviser
// invites them from the client page (POST api/adviser/clients/{clientId}/partner, their own client; an admin any client
// of the firm), or the first partner from /profile (POST api/profile/partner). Both then resend or revoke the
// invitation like a client's (…/partner/resend-invitation, …/partner/revoke-invitation) and read it (GET …/partner).
// Every route answers 401 without a login; the adviser routes 403 to a client and 404 for a client outside the caller's
// reach; the profile routes 403 to the firm's side and to person 2.

export const householdMessages = {
  notJoint: 'Only a joint household can have a partner: add the partner’s name to the fact-find first.',
  partnerExists: 'This household already has a partner with their own sign-in.',
  noPartner: 'This household has no partner invited yet.',
  emailRequired: 'Enter the partner’s email address.',
  emailInvalid: 'Enter a valid email address.',
  emailTaken: 'This email address already belongs to someone in the portal.',
  nameRequired: 'Enter the partner’s name.',
  firstPartnerOnly: 'Only the first partner of the household can invite the other.',
  clientsOnly: 'Only clients have a household here; the firm uses the adviser pages.',
  invitationSent: 'Invitation sent.',
  invitationRevoked:
    'The invitation has been revoked: the link no longer works and the partner cannot sign in.',
  nothingToRevoke: 'The partner has no open invitation to revoke.',
  partnerActive: 'The partner has already joined the portal; they can reset their own password.',
  partnerDisabled: 'The partner’s portal access is turned off.',
  formerMember: 'a former household member',
} as const;

// ── POST api/adviser/clients/{clientId}/partner · POST api/profile/partner ───────────────────────────────────
// Both fields optional: the name defaults to the household's joint name, the email to the joint email given when
// the household was added (clients.joint_email). Without either email the answer is 422 on `email`.
export const invitePartnerRequestSchema = z.object({
  name: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .min(1, householdMessages.nameRequired)
      .max(200, 'The name may not be longer than 200 characters.')
      .optional(),
  ),
  email: z.preprocess(
    emptyToUndefined,
    z
      .string()
      .trim()
      .max(254, 'The email may not be longer than 254 characters.')
      .transform((value) => value.normalize('NFKC'))
      .pipe(z.email(householdMessages.emailInvalid))
      .optional(),
  ),
});
export type InvitePartnerRequest = z.infer<typeof invitePartnerRequestSchema>;

// The household's partner as the firm and the first partner see them. status: as the client's own portal status
// (adviser.ts portalStatusSchema): invited, invitation-expired, active, disabled, revoked.
export const householdPartnerSchema = z.object({
  user_id: z.number().int(),
  name: z.string(),
  email: z.string(),
  status: portalStatusSchema,
  invitation: z
    .object({ sent_at: isoDateTime, expires_at: isoDateTime, accepted_at: isoDateTime.nullable() })
    .nullable(),
});
export type HouseholdPartner = z.infer<typeof householdPartnerSchema>;

// GET …/partner: joint (whether the household has a partner at all: clients.joint_name set), joint_name and
// joint_email as stored, and the partner's sign-in once invited (null before).
export const householdResponseSchema = z.object({
  data: z.object({
    joint: z.boolean(),
    joint_name: z.string().nullable(),
    joint_email: z.string().nullable(),
    partner: householdPartnerSchema.nullable(),
  }),
});
export type HouseholdResponse = z.infer<typeof householdResponseSchema>;

// POST …/partner, …/partner/resend-invitation, …/partner/revoke-invitation.
export const partnerInvitationResponseSchema = z.object({
  message: z.string(),
  data: householdPartnerSchema,
});
export type PartnerInvitationResponse = z.infer<typeof partnerInvitationResponseSchema>;
