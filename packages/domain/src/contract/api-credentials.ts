import { z } from 'zod';
import { dataOf, isoDateTime, listOf, pathId, requiredText } from './fields.ts';

// A firm's credentials for the public API (/api/v1, docs/api.md): each has a name, scopes and its own rate limit.

// What a credential may do. Every /api/v1 route names the one scope it needs (features/public-api); `clients:read`
// is the base of all the others (a credential that reads a fact-find must be able to find the client), and a
// `…:write`/`:manage` scope includes its `:read`.
export const apiScopes = [
  'clients:read',
  'clients:manage',
  'fact_finds:read',
  'documents:read',
  'documents:write',
  'messages:read',
  'messages:write',
  'webhooks:manage',
] as const;
export const apiScopeSchema = z.enum(apiScopes, { error: 'Choose scopes from the list.' });
export type ApiScope = z.infer<typeof apiScopeSchema>;

// What each scope allows, in the admin screen's and docs/api.md's words.
export const apiScopeLabels: Record<ApiScope, string> = {
  'clients:read': 'Read clients and households',
  'clients:manage': 'Add and invite clients',
  'fact_finds:read': 'Read fact-finds, their PDFs and risk results',
  'documents:read': 'Read and download documents',
  'documents:write': 'Upload documents',
  'messages:read': 'Read messages',
  'messages:write': 'Send messages as the firm (notes to clients)',
  'webhooks:manage': 'Read the event catalogue and manage webhook endpoints',
};

// A scope that includes others: a write needs to read what it writes to.
const implied: Partial<Record<ApiScope, ApiScope[]>> = {
  'clients:manage': ['clients:read'],
  'documents:write': ['documents:read'],
  'messages:write': ['messages:read'],
};

// Whether a credential holding `granted` may use a route that needs `needed`.
export function hasScope(granted: readonly string[], needed: ApiScope): boolean {
  return granted.some((scope) => scope === needed || implied[scope as ApiScope]?.includes(needed));
}

export const apiRateLimitDefault = 120;
export const apiCredentialMessages = {
  scopesRequired: 'Choose at least one scope.',
  rateLimit: 'The rate limit must be a whole number of requests a minute from 10 to 6000.',
  revoked: 'The credential has been revoked.',
  alreadyRevoked: 'The credential was already revoked.',
  adminsOnly: 'Only the firm’s admins manage API credentials.',
  scopeMissing: 'This credential does not have the :scope scope.',
} as const;

export const createApiCredentialRequestSchema = z.object({
  name: requiredText('name', 80),
  scopes: z
    .array(apiScopeSchema, { error: apiCredentialMessages.scopesRequired })
    .min(1, apiCredentialMessages.scopesRequired)
    .max(apiScopes.length)
    .transform((scopes) => [...new Set(scopes)]),
  rate_limit_per_minute: z
    .number({ error: apiCredentialMessages.rateLimit })
    .int(apiCredentialMessages.rateLimit)
    .min(10, apiCredentialMessages.rateLimit)
    .max(6000, apiCredentialMessages.rateLimit)
    .default(apiRateLimitDefault),
});
export type CreateApiCredentialRequest = z.input<typeof createApiCredentialRequestSchema>;

export const apiCredentialSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  scopes: z.array(apiScopeSchema),
  // The key's first characters, to tell keys apart; never the key.
  key_prefix: z.string(),
  rate_limit_per_minute: z.number().int(),
  created_at: isoDateTime,
  created_by: z.string().nullable(),
  last_used_at: isoDateTime.nullable(),
  revoked_at: isoDateTime.nullable(),
});
export type ApiCredential = z.infer<typeof apiCredentialSchema>;

export const apiCredentialsResponseSchema = listOf(apiCredentialSchema);
export const apiCredentialResponseSchema = dataOf(apiCredentialSchema);
// The key itself is in this answer only: it is stored hashed and cannot be shown again.
export const createdApiCredentialResponseSchema = z.object({
  data: apiCredentialSchema,
  key: z.string(),
});
export type CreatedApiCredentialResponse = z.infer<typeof createdApiCredentialResponseSchema>;

export const apiCredentialParamsSchema = z.object({
  credentialId: pathId('The credential id must be a positive whole number.'),
});
