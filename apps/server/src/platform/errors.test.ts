import { messages } from '@atrium/domain/contract/errors';
import { describe, expect, it } from 'vitest';
import { AppError, invalidField, validationFailed } from './errors.ts';

describe('validationFailed', () => {
  it('is a 422 with the per-field errors and the generic summary', () => {
    const error = validationFailed({ errors: { name: ['The name field is required.'] } });
    expect(error).toBeInstanceOf(AppError);
    expect(error.code).toBe('validation_failed');
    expect(error.status).toBe(422);
    expect(error.message).toBe(messages.invalidData);
    expect(error.options).toEqual({ errors: { name: ['The name field is required.'] } });
  });

  it('keeps a summary of its own, and carries no errors when given none', () => {
    const error = validationFailed({ message: 'Use the code from your authenticator app.' });
    expect(error.message).toBe('Use the code from your authenticator app.');
    expect(error.options).toEqual({});
  });
});

describe('invalidField', () => {
  it('puts the message beside the one field, under the generic summary unless told otherwise', () => {
    expect(invalidField('email', 'Taken.').options.errors).toEqual({ email: ['Taken.'] });
    expect(invalidField('email', 'Taken.').message).toBe(messages.invalidData);
    expect(invalidField('code', 'Wrong code.', 'Wrong code.').message).toBe('Wrong code.');
    expect(invalidField('code', 'Wrong code.').status).toBe(422);
  });
});
