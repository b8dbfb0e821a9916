import { z } from 'zod';
import {
  adjustmentKeys,
  type ConsentVersion,
  consentWordings,
  contactMethodKeys,
  driverKeys,
} from '../support/needs.ts';
import { boundedText, filledText, isoDateTime } from './fields.ts';

// Support needs (docs/support-needs.md): each person of a household tells the firm what would help, from /profile
// and the fact-find — GET/PUT/DELETE api/support-needs, their own record only (DELETE withdraws it; 204 even when there was none). The firm's staff see the adjustments
// where they act (GET api/adviser/clients/{clientId}/support-needs: no detail) and open the detail only by asking
// for it (GET …/support-needs/detail), which is audited every time.

export const supportNeedsMessages = {
  clientsOnly: 'Only clients record their support needs here; the firm sees them on the client’s page.',
  consentRequired: 'Tick the box to agree to the firm keeping this, or leave the page without saving.',
  nothingToSave: 'Tell us at least one thing that would help — or withdraw what you told us instead.',
  driverUnknown: 'Choose from the list.',
  duplicate: 'Each item may be chosen once.',
  trustedNameRequired: 'Enter your trusted contact’s name.',
  trustedRelationshipRequired: 'Say how you know them (for example: daughter, friend, solicitor).',
  trustedReachRequired: 'Enter a telephone number, email or address for them.',
  trustedToldRequired: 'Say what we may tell them.',
} as const;

const uniqueList = <Item extends z.ZodType<string>>(item: Item, max: number) =>
  z
    .array(item, { error: supportNeedsMessages.driverUnknown })
    .max(max, supportNeedsMessages.duplicate)
    .refine((list) => new Set(list).size === list.length, supportNeedsMessages.duplicate);

export const driverSchema = z.enum(driverKeys, { error: supportNeedsMessages.driverUnknown });
export const adjustmentSchema = z.enum(adjustmentKeys, { error: supportNeedsMessages.driverUnknown });
export const contactMethodSchema = z.enum(contactMethodKeys, { error: supportNeedsMessages.driverUnknown });

// A trusted contact person (Irish Consumer Protection Code 2025): someone the firm may contact about the client,
// and what it may tell them.
export const trustedContactSchema = z.strictObject({
  name: filledText(120, {
    required: supportNeedsMessages.trustedNameRequired,
    tooLong: 'The name may not be longer than 120 characters.',
  }),
  relationship: filledText(80, {
    required: supportNeedsMessages.trustedRelationshipRequired,
    tooLong: 'The relationship may not be longer than 80 characters.',
  }),
  reach: filledText(300, {
    required: supportNeedsMessages.trustedReachRequired,
    tooLong: 'How to reach them may not be longer than 300 characters.',
  }),
  may_be_told: filledText(1000, {
    required: supportNeedsMessages.trustedToldRequired,
    tooLong: 'What we may tell them may not be longer than 1000 characters.',
  }),
});
export type TrustedContact = z.infer<typeof trustedContactSchema>;

// PUT api/support-needs: the caller's whole record, replacing what they told the firm before. `consent` must be
// true (UK GDPR art. 9(2)(a)); the server records when, and the version of the words agreed to.
export const saveSupportNeedsRequestSchema = z
  .strictObject({
    drivers: uniqueList(driverSchema, driverKeys.length),
    details: boundedText('details', 2000),
    preferred_contact: contactMethodSchema.nullable(),
    adjustments: uniqueList(adjustmentSchema, adjustmentKeys.length),
    trusted_contact: trustedContactSchema.nullable(),
    consent: z.literal(true, { error: supportNeedsMessages.consentRequired }),
  })
  .superRefine((value, ctx) => {
    const said =
      value.drivers.length > 0 ||
      value.details !== '' ||
      value.preferred_contact !== null ||
      value.adjustments.length > 0 ||
      value.trusted_contact !== null;
    if (!said)
      ctx.addIssue({ code: 'custom', path: ['drivers'], message: supportNeedsMessages.nothingToSave });
  });
export type SaveSupportNeedsRequest = z.input<typeof saveSupportNeedsRequestSchema>;
// As the server reads it once validated: texts trimmed.
export type SaveSupportNeedsBody = z.output<typeof saveSupportNeedsRequestSchema>;

const consentVersionSchema = z.enum(Object.keys(consentWordings) as [ConsentVersion, ...ConsentVersion[]]);

// The whole record, as its person reads it (and as staff read it once they open it).
export const supportNeedsSchema = z.object({
  drivers: z.array(driverSchema),
  details: z.string(),
  preferred_contact: contactMethodSchema.nullable(),
  adjustments: z.array(adjustmentSchema),
  trusted_contact: trustedContactSchema.nullable(),
  consent_at: isoDateTime,
  consent_version: consentVersionSchema,
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type SupportNeeds = z.infer<typeof supportNeedsSchema>;

// GET/PUT api/support-needs: the caller's own record, or null when they have none (never recorded, or withdrawn).
export const ownSupportNeedsResponseSchema = z.object({ data: supportNeedsSchema.nullable() });
export type OwnSupportNeedsResponse = z.infer<typeof ownSupportNeedsResponseSchema>;

const personSchema = z.union([z.literal(1), z.literal(2)]);

// GET api/adviser/clients/{clientId}/support-needs: what staff act on, per person with a current record — the
// adjustments and preferred contact, whether there is more (drivers or words) and a trusted contact — never the
// detail itself.
export const supportAdjustmentsSchema = z.object({
  person: personSchema,
  name: z.string(),
  adjustments: z.array(adjustmentSchema),
  preferred_contact: contactMethodSchema.nullable(),
  has_detail: z.boolean(),
  has_trusted_contact: z.boolean(),
  updated_at: isoDateTime,
});
export type SupportAdjustments = z.infer<typeof supportAdjustmentsSchema>;
export const supportAdjustmentsResponseSchema = z.object({ data: z.array(supportAdjustmentsSchema) });
export type SupportAdjustmentsResponse = z.infer<typeof supportAdjustmentsResponseSchema>;

// GET api/adviser/clients/{clientId}/support-needs/detail: everything each person told the firm; audited
// (support-needs.opened) on every call.
export const supportNeedsDetailSchema = supportNeedsSchema.extend({ person: personSchema, name: z.string() });
export type SupportNeedsDetail = z.infer<typeof supportNeedsDetailSchema>;
export const supportNeedsDetailResponseSchema = z.object({ data: z.array(supportNeedsDetailSchema) });
export type SupportNeedsDetailResponse = z.infer<typeof supportNeedsDetailResponseSchema>;
