import { z } from 'zod';

// Useful links for clients (issue 7 builds the API; the client's /links page comes with issue 9): firm-wide ones
// set by an admin, and ones an adviser adds for one client. Only http(s) addresses; the page opens them in a new
// tab with rel="noopener noreferrer".

const isoDateTime = z.iso.datetime({ offset: true });

export const linkMessages = {
  urlInvalid: 'Enter a web address starting with http:// or https://.',
  adminOnly: "Only an admin can change the firm's links.",
} as const;

const linkUrl = z
  .string({ error: 'The url field is required.' })
  .trim()
  .min(1, 'The url field is required.')
  .max(2000, 'The web address may not be longer than 2000 characters.')
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: linkMessages.urlInvalid }))
  // A user name or password in a link is a classic disguise (https://bank.example@evil.example).
  .refine((value) => !/^https?:\/\/[^/?#]*@/i.test(value), linkMessages.urlInvalid);

export const createLinkRequestSchema = z.object({
  title: z
    .string({ error: 'The title field is required.' })
    .trim()
    .min(1, 'The title field is required.')
    .max(120, 'The title may not be longer than 120 characters.'),
  url: linkUrl,
  description: z
    .string({ error: 'The description must be text.' })
    .trim()
    .max(500, 'The description may not be longer than 500 characters.')
    .optional()
    .default(''),
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
  created_at: isoDateTime,
  updated_at: isoDateTime,
});
export type Link = z.infer<typeof linkSchema>;

export const linksResponseSchema = z.object({ data: z.array(linkSchema) });
export type LinksResponse = z.infer<typeof linksResponseSchema>;

export const linkResponseSchema = z.object({ data: linkSchema });

const id = (what: string) =>
  z.coerce
    .number({ error: `Not a ${what} id.` })
    .int(`Not a ${what} id.`)
    .positive(`Not a ${what} id.`)
    .max(2_147_483_647, `Not a ${what} id.`);

export const linkIdParamsSchema = z.object({ linkId: id('link') });
export const clientLinkParamsSchema = z.object({ clientId: id('client'), linkId: id('link') });
