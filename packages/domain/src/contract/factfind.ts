import { z } from 'zod';
import { customQuestionTypes } from '../factfind/custom.ts';
import { permissionFlagsSchema } from './auth.ts';
import { personRefSchema } from './fields.ts';

export const factFindStatusSchema = z.enum(['draft', 'awaiting-review', 'reviewed']);
export type FactFindStatus = z.infer<typeof factFindStatusSchema>;

// The document of categories: `{joint: true, personal_details_client1: {first_name: 'James'}, dependants:
// {items: [{…}]}}`. Its shape is checked against the template on every save, not by this schema.
export const factFindDataSchema = z.record(z.string(), z.unknown());
export type FactFindDataBody = z.infer<typeof factFindDataSchema>;

export const customChoiceSchema = z.object({ value: z.string(), label: z.string() });

export const customAnswerSchema = z.object({ id: z.number().int(), value: z.unknown() });
export type CustomAnswer = z.infer<typeof customAnswerSchema>;

export const customQuestionSchema = z.object({
  id: z.string(),
  type: z.enum(customQuestionTypes),
  label: z.string(),
  help: z.string().nullable(),
  required: z.boolean(),
  options: z.object({
    min: z.number().optional(),
    max: z.number().optional(),
    choices: z.array(customChoiceSchema),
  }),
  answer: customAnswerSchema,
});
export type CustomQuestion = z.infer<typeof customQuestionSchema>;

export const customPageSchema = z.object({
  slug: z.string(),
  title: z.string(),
  order: z.number().int(),
  sections: z.array(z.object({ title: z.string(), questions: z.array(customQuestionSchema) })),
});
export type CustomPage = z.infer<typeof customPageSchema>;

export const templateSettingsSchema = z.object({ show_fund_input: z.boolean() });
export type TemplateSettings = z.infer<typeof templateSettingsSchema>;

export const factFindAdviserSchema = z.object({
  id: z.union([z.number().int(), z.literal('')]),
  name: z.string(),
});

// When the adviser returns a submitted fact-find, it goes back to draft with a note that the client sees
// on the fact-find page until they submit again; null otherwise.
export const returnNoteSchema = z.object({
  note: z.string(),
  returnedAt: z.iso.datetime({ offset: true }),
  returnedBy: personRefSchema.nullable(),
});
export type ReturnNote = z.infer<typeof returnNoteSchema>;

// GET /api/clients/{clientId}/portal/changes (and the bodies of start and submit): the fact-find
// and its template, plus returnNote.
export const portalChangesResponseSchema = z.object({
  // The fact-find record starts with its id (null before the client has started one). Optional in the type
  // so responses built before it stay valid; the server always sends it.
  id: z.number().int().nullable().optional(),
  factFind: factFindDataSchema,
  status: factFindStatusSchema,
  customPages: z.array(customPageSchema),
  defaultPageSections: z.record(z.string(), z.array(z.string())),
  templatePermissions: z.record(z.string(), permissionFlagsSchema),
  templateSettings: templateSettingsSchema,
  templateBaseIdentifier: z.literal('base'),
  lastCompletedStep: z.string().nullable(),
  factFindsCreated: z.number().int(),
  lastUpdated: z.iso.datetime({ offset: true }).nullable(),
  adviser: factFindAdviserSchema,
  // Optional in the type so responses built before return notes stay valid; the server always sends it (null or a
  // note).
  returnNote: returnNoteSchema.nullable().optional(),
});
export type PortalChangesResponse = z.infer<typeof portalChangesResponseSchema>;

const name = z
  .string()
  .min(1)
  .max(64)
  .regex(/^[a-z][a-z0-9_]*$/, 'Use a lowercase name of letters, digits and underscores.');
const index = z.number().int().min(0).max(1000);

// What the person typed into a number field that the fact-find's number rules' clamping changed, by the field's path
// (`category.property`, or `category.property.index.key` in an item): audit text for the history only, optional so
// older clients' requests stay valid. The server still validates the value it saves, and keeps a typed entry only
// beside a number it saved that differs from it.
export const typedValueMaxLength = 40;
export const typedValuesSchema = z
  .record(z.string().max(200), z.string().max(typedValueMaxLength))
  .refine((typed) => Object.keys(typed).length <= 10, 'Send at most 10 typed values.');
export type TypedValues = z.infer<typeof typedValuesSchema>;

// PUT /api/clients/{clientId}/portal/changes/update: exactly one of these forms per request.
export const updatePropertiesSchema = z
  .object({
    // {category: {property: value}} merged per property, or {joint: true} for a scalar category.
    updates: z
      .record(name, z.unknown())
      .refine((updates) => Object.keys(updates).length > 0, 'Send at least one change.'),
    typed: typedValuesSchema.optional(),
  })
  .strict();
export const updateStepSchema = z.object({ lastCompletedStep: z.string().min(1).max(100) }).strict();
export const updateItemSchema = z
  .object({
    // `value` is the whole item object; index = current length appends.
    item: z
      .object({ category: name, property: name, index, value: z.record(z.string(), z.unknown()) })
      .strict(),
    typed: typedValuesSchema.optional(),
  })
  .strict();
export const removeItemSchema = z
  .object({ remove: z.object({ category: name, property: name, index }).strict() })
  .strict();

export const factFindUpdateRequestSchema = z.union([
  updatePropertiesSchema,
  updateStepSchema,
  updateItemSchema,
  removeItemSchema,
]);
export type FactFindUpdateRequest = z.infer<typeof factFindUpdateRequestSchema>;

export const factFindUpdateResponseSchema = z.object({
  lastUpdated: z.iso.datetime({ offset: true }),
  version: z.number().int(),
});
export type FactFindUpdateResponse = z.infer<typeof factFindUpdateResponseSchema>;

// The header the web app sends with each edit; a retry with the same key is answered, not applied, again.
export const idempotencyKeyHeader = 'idempotency-key';
export const idempotencyKeySchema = z.uuid('The Idempotency-Key header must be a UUID.');

export const clientIdParamsSchema = z.object({
  clientId: z.coerce.number().int().positive().max(2_147_483_647),
});
export const answerIdParamsSchema = z.object({
  answerId: z.coerce.number().int().positive().max(2_147_483_647),
});

// PUT /api/fact-find/answers/{answerId}: `value` must be present (null clears the answer). `typed`, optional: what
// was typed into a number question whose bound replaced it (audit text, as typedValuesSchema above).
export const answerUpdateRequestSchema = z
  .object({ value: z.unknown(), typed: z.string().max(typedValueMaxLength).optional() })
  .strict()
  .refine((body) => 'value' in body && body.value !== undefined, {
    message: 'The value field is required.',
    path: ['value'],
  });
export type AnswerUpdateRequest = z.infer<typeof answerUpdateRequestSchema>;

export const answerUpdateResponseSchema = z.object({ answer: customAnswerSchema });
export type AnswerUpdateResponse = z.infer<typeof answerUpdateResponseSchema>;

// GET and POST /api/clients/{clientId}/fact-find-consent.
export const factFindConsentResponseSchema = z.object({
  data: z.object({
    required: z.boolean(),
    text: z.string(),
    given: z.boolean(),
    given_at: z.iso.datetime({ offset: true }).nullable(),
  }),
});
export type FactFindConsentResponse = z.infer<typeof factFindConsentResponseSchema>;

export const factFindMessages = {
  forbidden: 'You are not permitted to perform this action, please contact your adviser',
  awaitingReview:
    'Your fact-find has been submitted and is awaiting review by your adviser, so it cannot be changed.',
  alreadyStarted: 'A fact-find is already in progress.',
  notStarted: 'Start your fact-find before making changes.',
  reviewed: 'This fact-find has been reviewed. Start a new one to make changes.',
  consentRequired: 'Please give your consent before starting the fact-find.',
  incomplete: 'Please complete the missing details before submitting.',
  idempotencyKeyReused: 'This Idempotency-Key was already used for a different request.',
  readOnly: 'Advisers can view this fact-find but not change it.',
} as const;
