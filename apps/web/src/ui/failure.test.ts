import { describe, expect, it } from 'vitest';
import { ApiError } from '../lib/http.ts';
import { isFieldFailure } from './failure.ts';

describe('isFieldFailure', () => {
  it("takes the API client's errors, which the design system reads without importing them", () => {
    expect(isFieldFailure(new ApiError(422, 'Invalid.', { email: ['Bad.'] }))).toBe(true);
    expect(isFieldFailure(new ApiError(0, 'Offline.'))).toBe(true);
  });

  it('refuses anything else that merely looks like one', () => {
    expect(isFieldFailure(new Error('x'))).toBe(false);
    expect(isFieldFailure(new AggregateError([new Error('x')], 'many'))).toBe(false);
    expect(isFieldFailure({ status: 422, message: 'Invalid.', errors: {} })).toBe(false);
    expect(isFieldFailure(Object.assign(new Error('x'), { status: '422', errors: {} }))).toBe(false);
    expect(isFieldFailure(null)).toBe(false);
  });
});
