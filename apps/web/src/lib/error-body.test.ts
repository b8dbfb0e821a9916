import { errorResponseSchema, messages } from '@atrium/domain/contract/errors';
import { describe, expect, it } from 'vitest';
import { readErrorBody, serverErrorMessage } from './error-body.ts';

// The hand-written check must accept exactly what the contract's schema accepts, with the same result.
const bodies: unknown[] = [
  { message: 'Not found.' },
  { message: 'The given data was invalid.', errors: { email: ['Bad.', 'Worse.'], name: [] } },
  { message: 'x', errors: {} },
  { message: 'x', extra: 1, errors: { a: ['b'] } },
  { message: '' },
  { message: 1 },
  { message: null },
  { errors: { a: ['b'] } },
  { message: 'x', errors: null },
  { message: 'x', errors: [] },
  { message: 'x', errors: [['a']] },
  { message: 'x', errors: { a: 'b' } },
  { message: 'x', errors: { a: [1] } },
  { message: 'x', errors: { a: ['b', null] } },
  { message: 'x', errors: { a: ['b'], c: {} } },
  { message: 'x', errors: 'no' },
  [],
  ['message'],
  'Server Error',
  '',
  0,
  null,
  undefined,
  true,
];

describe('the error body check', () => {
  it.each(bodies.map((body) => [JSON.stringify(body) ?? 'undefined', body]))(
    'agrees with errorResponseSchema on %s',
    (_, body) => {
      const parsed = errorResponseSchema.safeParse(body);
      expect(readErrorBody(body)).toEqual(parsed.success ? parsed.data : null);
    },
  );

  it('uses the contract’s words for a failure without a message', () => {
    expect(serverErrorMessage).toBe(messages.serverError);
  });
});
