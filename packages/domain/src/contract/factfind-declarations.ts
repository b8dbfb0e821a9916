import { z } from 'zod';
import { factFindStatusSchema } from './factfind.ts';

// Before a household's fact-find goes for review, the firm may require each partner who signs in to
// declare that what they have given about themselves is true and complete, in the words of the firm's settings
// (firm-settings.ts declarationText). GET and POST /api/clients/{clientId}/fact-find-declarations.

export const declarationMessages = {
  notRequired: 'Your firm does not ask for a declaration.',
  accept: 'Tick the box to make the declaration.',
  onlyThePeople: 'Only the people this fact-find is about can make its declarations.',
  notOpen: 'There is no fact-find waiting for declarations.',
  // Submitting before everyone required has declared.
  waitingFor: (names: string[]) =>
    `The fact-find goes for review once ${names.join(' and ')} ${names.length === 1 ? 'has' : 'have'} made the declaration.`,
} as const;

export const declareRequestSchema = z
  .object({ accepted: z.literal(true, { error: declarationMessages.accept }) })
  .strict();
export type DeclareRequest = z.infer<typeof declareRequestSchema>;

export const declarationPersonSchema = z.object({
  person: z.union([z.literal(1), z.literal(2)]),
  name: z.string(),
  // Whether the person has a sign-in: only those who do are asked (a partner not yet invited cannot block it).
  can_sign_in: z.boolean(),
  required: z.boolean(),
  // A declaration stands while nothing in the fact-find has changed since it was made.
  declared: z.boolean(),
  declared_at: z.iso.datetime({ offset: true }).nullable(),
  // Made, then something in the fact-find changed: it has to be made again.
  is_outdated: z.boolean(),
  is_you: z.boolean(),
});
export type DeclarationPerson = z.infer<typeof declarationPersonSchema>;

export const declarationsResponseSchema = z.object({
  data: z.object({
    required: z.boolean(),
    text: z.string(),
    // Every required declaration stands.
    complete: z.boolean(),
    // The fact-find's status after the call: a declaration that completes the set submits it.
    status: factFindStatusSchema,
    people: z.array(declarationPersonSchema),
  }),
});
export type DeclarationsResponse = z.infer<typeof declarationsResponseSchema>;
