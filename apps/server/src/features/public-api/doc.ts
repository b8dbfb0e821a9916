import type { ApiScope } from '@atrium/domain/contract/api-credentials';

// What the OpenAPI document says of a route (platform/openapi.ts), and the scope the credential needs.
export const v1 = (scope: ApiScope, tag: string, summary: string, description?: string) => ({
  config: { apiScope: scope },
  doc: { tags: [tag], summary, ...(description ? { description } : {}), security: [{ apiKey: [] }] },
});

// The Idempotency-Key and what makes a retry the same request: method, URL and body (an upload's size and type).
export function idempotencyOf(request: {
  method: string;
  url: string;
  body?: unknown;
  headers: Record<string, string | string[] | undefined>;
}) {
  const key = request.headers['idempotency-key'];
  const body =
    request.body !== undefined
      ? JSON.stringify(request.body)
      : `${request.headers['content-type'] ?? ''};${request.headers['content-length'] ?? ''}`;
  return {
    key: typeof key === 'string' ? key : undefined,
    fingerprint: `${request.method} ${request.url}\n${body}`,
  };
}
