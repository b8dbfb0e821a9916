import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { getSession, initSession } from '../../lib/session.ts';
import { storeSession } from '../../test/fixtures.ts';
import { getToasts, removeToast } from '../../ui/toast/toast-store.ts';
import { fieldErrorOf, notPermittedMessage, reportFactFindError } from './errors.ts';

describe('fact-find call errors', () => {
  afterEach(() => {
    for (const toast of getToasts()) removeToast(toast.id);
  });

  it('shows the not-permitted message for 10 000 ms on a 403', () => {
    reportFactFindError(new ApiError(403, notPermittedMessage));
    expect(getToasts()).toEqual([
      expect.objectContaining({ description: notPermittedMessage, colour: 'red', timeout: 10_000 }),
    ]);
  });

  it('treats 419 and 401 as a session timeout: only logged, and a 419 opens Session Expired', () => {
    storeSession();
    initSession();
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    reportFactFindError(new ApiError(401, 'Unauthenticated.'));
    expect(getSession().isExpired).toBe(false);
    reportFactFindError(new ApiError(419, 'Page Expired'));
    expect(getSession().isExpired).toBe(true);
    expect(warn).toHaveBeenCalledTimes(2);
    expect(getToasts()).toEqual([]);
  });

  it("reads a 422's message for one path", () => {
    const error = new ApiError(422, 'The given data was invalid.', { joint: ['Choose yes or no.'] });
    expect(fieldErrorOf(error, 'joint')).toBe('Choose yes or no.');
    expect(fieldErrorOf(error, 'other.path')).toBe('The given data was invalid.');
    expect(fieldErrorOf(new ApiError(500, 'Oops'), 'joint')).toBeNull();
  });
});
