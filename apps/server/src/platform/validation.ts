import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';

// Request validation with the contract's zod schemas, reporting Laravel's per-field errors
// ({ "email": ["The email field is required."] }) so the browser can show them beside each input.
export class RequestValidationError extends Error {
  override name = 'RequestValidationError';

  constructor(readonly errors: Record<string, string[]>) {
    super('Request validation failed');
  }
}

function fieldLabel(path: readonly PropertyKey[]): string {
  return String(path[path.length - 1] ?? '').replaceAll('_', ' ');
}

export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A request without a body reaches here as null; treating it as {} gives one "required" error per field.
    const input = httpPart === 'body' && data == null ? {} : data;
    // reportInput lets us tell a missing field from a wrong one; inputs are never logged or echoed.
    const result = schema.safeParse(input, { reportInput: true });
    if (result.success) return { value: result.data };

    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? issue.path.join('.') : (httpPart ?? 'body');
      const missing = issue.code === 'invalid_type' && issue.input === undefined && issue.path.length > 0;
      const message = missing ? `The ${fieldLabel(issue.path)} field is required.` : issue.message;
      errors[key] = [...(errors[key] ?? []), message];
    }
    return { error: new RequestValidationError(errors) };
  };
