import { messages } from '@atrium/domain/contract/errors';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { badCredentialsMessage, loginErrorMessage } from './login-errors.ts';

describe('the login form’s messages', () => {
  it('uses the contract’s words for bad credentials', () => {
    expect(badCredentialsMessage).toBe(messages.badCredentials);
  });

  it('shows the standard words for a 401 that carried none, and the server’s otherwise', () => {
    expect(loginErrorMessage(new ApiError(401, 'x', {}, false))).toBe(messages.badCredentials);
    expect(loginErrorMessage(new ApiError(401, 'Locked.'))).toBe('Locked.');
    expect(loginErrorMessage(new Error('boom'))).toBe(messages.serverError);
  });
});
