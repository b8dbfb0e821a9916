import { z } from 'zod';
import { boundedText, dataOf, isoDateTime, listOf, pathId, personRefSchema, requiredText } from './fields.ts';

// Letters of authority (docs/signing.md, "Letters of authority"): one letter per pension or investment the
// fact-find holds with a provider and a policy number, in the firm's branding, signed by its owner (both people for
// a joint one) through the signing in the portal, then followed with the provider step by step as the adviser
// records each: sent, acknowledged, chased (as often as needed), information received, and the statement that came
// back attached to it as a document of the household.

export const letterMessages = {
  noPolicies: 'Choose at least one policy.',
  tooMany: 'Generate at most 10 letters at once.',
  unknownPolicy: 'This policy is no longer in the fact-find with this provider and policy number.',
  duplicatePolicy: 'Each policy may be chosen once.',
  partnerMissing:
    'The partner has no sign-in yet: invite them before sending them a letter of authority to sign.',
  notSigned: 'The letter must be signed before it goes to the provider.',
  notSentToProvider: 'Record that the letter was sent to the provider first.',
  alreadyRecorded: 'This step has already been recorded.',
  afterInformation: 'The provider has already sent the information.',
  dateInFuture: 'The date may not be in the future.',
  dateBeforeLast: 'The date may not be before the step before it.',
  statementTooEarly: 'Attach a statement once the letter has been sent to the provider.',
} as const;

export const policyCategorySchema = z.enum(['pensions', 'investments'], {
  error: 'The category must be pensions or investments.',
});
export type PolicyCategory = z.infer<typeof policyCategorySchema>;

export const policyOwnerSchema = z.enum(['client1', 'client2', 'joint']);
export type PolicyOwner = z.infer<typeof policyOwnerSchema>;

// The steps the adviser records with the provider, in the order they can happen; 'chased' may repeat.
export const providerSteps = ['sent_to_provider', 'acknowledged', 'chased', 'information_received'] as const;
export const providerStepSchema = z.enum(providerSteps, {
  error: `The step must be one of ${providerSteps.join(', ')}.`,
});
export type ProviderStep = z.infer<typeof providerStepSchema>;

// Every entry of a letter's timeline: its making and sending (recorded by the portal), its signature (the signing
// request's own state), the provider steps and each statement attached.
export const letterStepTypeSchema = z.enum([
  'drafted',
  'sent_for_signature',
  'signed',
  'signature_declined',
  'signature_withdrawn',
  ...providerSteps,
  'statement',
]);
export type LetterStepType = z.infer<typeof letterStepTypeSchema>;

export const letterStepLabels: Record<LetterStepType, string> = {
  drafted: 'Letter drafted',
  sent_for_signature: 'Sent for signature',
  signed: 'Signed',
  signature_declined: 'Signature declined',
  signature_withdrawn: 'Signature request withdrawn',
  sent_to_provider: 'Sent to the provider',
  acknowledged: 'Provider acknowledged',
  chased: 'Provider chased',
  information_received: 'Information received',
  statement: 'Statement attached',
};

export const letterStatusSchema = z.enum([
  'awaiting_signature',
  'declined',
  'withdrawn',
  'signed',
  'sent_to_provider',
  'acknowledged',
  'chased',
  'information_received',
]);
export type LetterStatus = z.infer<typeof letterStatusSchema>;

export const letterStatusLabels: Record<LetterStatus, string> = {
  awaiting_signature: 'Awaiting signature',
  declined: 'Signature declined',
  withdrawn: 'Withdrawn',
  signed: 'Signed, not yet sent',
  sent_to_provider: 'With the provider',
  acknowledged: 'Acknowledged',
  chased: 'Chased',
  information_received: 'Information received',
};

// A pension or investment of the fact-find a letter can be written for.
export const eligiblePolicySchema = z.object({
  category: policyCategorySchema,
  type: z.string(),
  type_label: z.string(),
  provider: z.string(),
  policy_number: z.string(),
  owner: policyOwnerSchema,
  owner_names: z.array(z.string()),
  // The letters already written for it, newest first (one may have been declined and written again).
  letter_ids: z.array(z.number().int()),
  // Why no letter can be sent now (a partner without a sign-in), or null.
  blocked_reason: z.string().nullable(),
});
export type EligiblePolicy = z.infer<typeof eligiblePolicySchema>;

export const letterStepSchema = z.object({
  type: letterStepTypeSchema,
  // The day it happened (as the adviser says, for the provider steps).
  on: z.iso.date(),
  recorded_at: isoDateTime,
  by: z.string().nullable(),
  note: z.string().nullable(),
  document: z.object({ id: z.number().int(), name: z.string(), download_url: z.string() }).nullable(),
});
export type LetterStep = z.infer<typeof letterStepSchema>;

export const letterSchema = z.object({
  id: z.number().int(),
  client_id: z.number().int(),
  category: policyCategorySchema,
  type_label: z.string(),
  provider: z.string(),
  policy_number: z.string(),
  owner: policyOwnerSchema,
  owner_names: z.array(z.string()),
  title: z.string(),
  status: letterStatusSchema,
  created_at: isoDateTime,
  created_by: personRefSchema,
  document_id: z.number().int(),
  letter_url: z.string(),
  signature_request_id: z.number().int(),
  steps: z.array(letterStepSchema),
  // The provider steps the adviser may record now, in order.
  next_steps: z.array(providerStepSchema),
  can_attach_statement: z.boolean(),
});
export type Letter = z.infer<typeof letterSchema>;

export const lettersResponseSchema = z.object({
  policies: z.array(eligiblePolicySchema),
  data: z.array(letterSchema),
});
export type LettersResponse = z.infer<typeof lettersResponseSchema>;
export const letterResponseSchema = dataOf(letterSchema);
export const generatedLettersResponseSchema = listOf(letterSchema);

export const policyChoiceSchema = z.object({
  category: policyCategorySchema,
  provider: requiredText('provider', 200),
  policy_number: requiredText('policy number', 100),
});
export type PolicyChoice = z.infer<typeof policyChoiceSchema>;

export const generateLettersSchema = z.object({
  policies: z
    .array(policyChoiceSchema, { error: letterMessages.noPolicies })
    .min(1, letterMessages.noPolicies)
    .max(10, letterMessages.tooMany),
  due_date: z.iso.date({ error: 'Enter the due date as a date.' }).nullable().default(null),
});
export type GenerateLettersRequest = z.input<typeof generateLettersSchema>;
export type GenerateLetters = z.output<typeof generateLettersSchema>;

export const recordStepSchema = z.object({
  step: providerStepSchema,
  date: z.iso.date({ error: 'Enter the date as a date.' }),
  note: boundedText('note', 1000)
    .nullable()
    .default(null)
    .transform((value) => (value ? value : null)),
});
export type RecordStepRequest = z.input<typeof recordStepSchema>;
export type RecordStep = z.output<typeof recordStepSchema>;

export const letterParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
  letterId: pathId('Not a letter of authority id.'),
});
