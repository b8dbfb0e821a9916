import type { ApiScope } from '@atrium/domain/contract/api-credentials';

// What the OpenAPI document says of a route (platform/openapi.ts), and the scope the credential needs.
export const v1 = (scope: ApiScope, tag: string, summary: string, description?: string) => ({
  config: { apiScope: scope },
  doc: { tags: [tag], summary, ...(description ? { description } : {}), security: [{ apiKey: [] }] },
});
