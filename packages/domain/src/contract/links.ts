import { z } from 'zod';
import { boundedText, dataOf, filledText, listOf, pathId, requiredText, timestamps } from './fields.ts';

// Useful links for clients, in the API and on the client's /links page: firm-wide ones
// set by an admin, and ones an adviser adds for one client. Only http(s) addresses; the page opens them in a new
// tab with rel="noopener noreferrer".

export const linkMessages = {
  urlInvalid: 'Enter a web address starting with http:// or https://.',
  adminOnly: "Only an admin can change the firm's links.",
} as const;

const linkUrl = filledText(2000, {
  required: 'The url field is required.',
  tooLong: 'The web address may not be longer than 2000 characters.',
})
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: linkMessages.urlInvalid }))
  // A user name or password in a link is a classic disguise (https://bank.example@evil.example).
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), linkMessages.urlInvalid);

export const createLinkRequestSchema = z.object({
  title: requiredText('title', 120),
  url: linkUrl,
  description: boundedText('description', 500).optional().default(''),
});
export type CreateLinkRequest = z.input<typeof createLinkRequestSchema>;

export const linkSchema = z.object({
  id: z.number().int(),
  title: z.string(),
  url: z.string(),
  description: z.string(),
  // firm: for every client of the firm; client: for one client.
  scope: z.enum(['firm', 'client']),
  client_id: z.number().int().nullable(),
  ...timestamps,
});
export type Link = z.infer<typeof linkSchema>;

export const linksResponseSchema = listOf(linkSchema);
export type LinksResponse = z.infer<typeof linksResponseSchema>;

export const linkResponseSchema = dataOf(linkSchema);

export const linkIdParamsSchema = z.object({ linkId: pathId('Not a link id.') });
export const clientLinkParamsSchema = z.object({
  clientId: pathId('Not a client id.'),
  linkId: pathId('Not a link id.'),
});
