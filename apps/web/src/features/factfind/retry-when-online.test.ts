import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../lib/http.ts';
import { autoRetryIntervalMs, cancelRetry, isRetryable, retryLater } from './retry-when-online.ts';

afterEach(() => {
  vi.useRealTimers();
});

// A retry that records its field and answers whether the save went through.
const recorder = (sent: string[], name: string, ok: boolean) => async () => {
  sent.push(name);
  return ok;
};

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('saves retried once the connection is back', () => {
  it('sends the waiting fields when the browser comes back online, oldest edit first', async () => {
    const sent: string[] = [];
    const a = {};
    const b = {};
    retryLater(a, recorder(sent, 'a', true));
    retryLater(b, recorder(sent, 'b', true));
    // A newer failure of the first field moves it behind the second.
    retryLater(a, recorder(sent, 'a again', true));
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(sent).toEqual(['b', 'a again']);
  });

  it('stops the round at the first that fails again, so no later edit overtakes it', async () => {
    const sent: string[] = [];
    const first = {};
    const second = {};
    retryLater(first, recorder(sent, 'first', false));
    retryLater(second, recorder(sent, 'second', true));
    window.dispatchEvent(new Event('online'));
    await flush();
    expect(sent).toEqual(['first']);
    cancelRetry(second);
  });

  it('also retries every few seconds while offline events never come (the server was away)', async () => {
    vi.useFakeTimers();
    const sent: string[] = [];
    const owner = {};
    retryLater(owner, recorder(sent, 'x', true));
    await vi.advanceTimersByTimeAsync(autoRetryIntervalMs);
    expect(sent).toEqual(['x']);
    await vi.advanceTimersByTimeAsync(autoRetryIntervalMs * 3);
    expect(sent).toEqual(['x']);
  });

  it('retries no answer and 5xx, not an answer such as 401 or 409', () => {
    expect(isRetryable(new TypeError('Failed to fetch'))).toBe(true);
    expect(isRetryable(new ApiError(503, 'Down'))).toBe(true);
    expect(isRetryable(new ApiError(401, 'Unauthenticated.'))).toBe(false);
    expect(isRetryable(new ApiError(409, 'Conflict'))).toBe(false);
  });
});
