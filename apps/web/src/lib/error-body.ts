import type { ErrorResponse } from '@atrium/domain/contract/errors';

// The API's error body (`errorResponseSchema` of contract/errors), checked by hand: every page's first
// request can fail, and the schema would put zod on the path of the first paint. error-body.test.ts holds
// this check to the schema.
export function readErrorBody(body: unknown): ErrorResponse | null {
  if (!isPlainObject(body) || typeof body.message !== 'string') return null;
  if (body.errors === undefined) return { message: body.message };
  if (!isPlainObject(body.errors)) return null;
  const errors: Record<string, string[]> = {};
  for (const [field, list] of Object.entries(body.errors)) {
    if (!Array.isArray(list) || !list.every((item) => typeof item === 'string')) return null;
    errors[field] = [...list];
  }
  return { message: body.message, errors };
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

// The server's words for a failure it could not describe (contract/errors `messages.serverError`).
export const serverErrorMessage = 'Something went wrong on our side. Please try again.';
