// The one form pattern's error helpers: a 422's per-field messages beside their fields, anything else above the form.
import type { z } from 'zod';
import { isApiError } from './http.ts';

// The server's per-field messages of a 422, and its message for anything else.
export function fieldError(error: unknown, field: string): string | undefined {
  return isApiError(error) ? error.errors[field]?.[0] : undefined;
}

export function formError(error: unknown, fields: readonly string[]): string | null {
  if (!error) return null;
  if (!isApiError(error)) return 'Something went wrong. Please try again.';
  return fields.some((field) => error.errors[field]) ? null : error.message;
}

// The first message per field of a failed client-side check, in the same shape as a 422's errors.
export function issuesByField(error: z.ZodError): Record<string, string> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = String(issue.path[0] ?? '');
    if (field && !errors[field]) errors[field] = issue.message;
  }
  return errors;
}
