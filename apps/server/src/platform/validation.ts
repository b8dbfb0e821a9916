import type { FastifySchemaCompiler } from 'fastify';
import type { ZodType } from 'zod';
import { validationFailed } from './errors.ts';

// Request validation with the contract's zod schemas, reporting Laravel's per-field errors
// ({ "email": ["The email field is required."] }) so the browser can show them beside each input.

function fieldLabel(path: readonly PropertyKey[]): string {
  return String(path[path.length - 1] ?? '').replaceAll('_', ' ');
}

// PostgreSQL's text and jsonb cannot hold U+0000: a NUL anywhere in the input (a value or a key) is refused
// here, beside its field, rather than reaching a query that fails with a 500.
const nulMessage = 'This field may not contain a NUL character.';
// A loop over an explicit stack, not recursion: a value nested thousands deep must not overflow the call stack
// (platform/json-body.ts refuses such bodies, but this check must not depend on it). Each entry points at its
// parent instead of copying its path, so the walk stays linear however deep the value is.
type Step = { value: unknown; key: string; parent: Step | null };

function pathOf(step: Step | null, key?: string): string {
  const keys = key === undefined ? [] : [key];
  for (let at = step; at?.parent; at = at.parent) keys.push(at.key);
  return keys.reverse().join('.');
}

const isPlainObject = (value: object) => {
  const prototype = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
};

// A step is made only for what holds more values and for a string holding a NUL: every request's body and params
// pass here, and a leaf without one costs no allocation. The walk's order (and so the errors') is the stack's.
function nulFields(root: unknown): string[] {
  const found: string[] = [];
  const pending: Step[] = [{ value: root, key: '', parent: null }];
  const push = (parent: Step, key: string, item: unknown) => {
    if (typeof item === 'string' ? item.includes('\u0000') : item !== null && typeof item === 'object')
      pending.push({ value: item, key, parent });
  };
  for (let step = pending.pop(); step !== undefined; step = pending.pop()) {
    const { value } = step;
    if (typeof value === 'string') {
      if (value.includes('\u0000')) found.push(pathOf(step));
    } else if (Array.isArray(value)) {
      // Pushed last first, so the first item is visited first.
      for (let index = value.length - 1; index >= 0; index--) push(step, String(index), value[index]);
    } else if (value !== null && typeof value === 'object' && isPlainObject(value)) {
      const keys = Object.keys(value);
      for (let index = keys.length - 1; index >= 0; index--) {
        const key = keys[index] as string;
        if (key.includes('\u0000')) found.push(pathOf(step, key));
        else push(step, key, (value as Record<string, unknown>)[key]);
      }
    }
  }
  return found;
}

export const validatorCompiler: FastifySchemaCompiler<ZodType> =
  ({ schema, httpPart }) =>
  (data) => {
    // A request without a body reaches here as null; treating it as {} gives one "required" error per field.
    const input = httpPart === 'body' && data == null ? {} : data;
    // reportInput lets us tell a missing field from a wrong one; inputs are never logged or echoed.
    const result = schema.safeParse(input, { reportInput: true });
    if (result.success) {
      const withNul = nulFields(result.data);
      if (withNul.length === 0) return { value: result.data };
      return {
        error: validationFailed({
          errors: Object.fromEntries(withNul.map((key) => [key || (httpPart ?? 'body'), [nulMessage]])),
        }),
      };
    }

    const errors: Record<string, string[]> = {};
    for (const issue of result.error.issues) {
      const key = issue.path.length > 0 ? issue.path.join('.') : (httpPart ?? 'body');
      const missing = issue.code === 'invalid_type' && issue.input === undefined && issue.path.length > 0;
      const message = missing ? `The ${fieldLabel(issue.path)} field is required.` : issue.message;
      errors[key] = [...(errors[key] ?? []), message];
    }
    return { error: validationFailed({ errors }) };
  };
