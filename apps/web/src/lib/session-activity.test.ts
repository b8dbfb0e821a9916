import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { answer } from '../test/fake-api.ts';
import { loginResponse } from '../test/fixtures.ts';
import { http } from './http.ts';
import { endSession, initSession, startSession } from './session.ts';
import {
  getSessionActivity,
  idleDeadline,
  lastActivityStorageKey,
  recordSessionActivity,
} from './session-activity.ts';

const okSchema = z.object({ ok: z.boolean() });

describe('the session activity clock', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('counts the idle deadline a minute early: the server records use at most once a minute', () => {
    expect(idleDeadline(0)).toBe(29 * 60_000);
    expect(idleDeadline(1000, 10)).toBe(1000 + 9 * 60_000);
  });

  it('starts at login, only moves forward, is shared through localStorage and ends with the session', () => {
    vi.useFakeTimers({ now: 1_000_000 });
    initSession();
    expect(getSessionActivity()).toBeNull();
    startSession(loginResponse());
    expect(getSessionActivity()).toBe(1_000_000);
    recordSessionActivity(999_000);
    expect(getSessionActivity()).toBe(1_000_000);
    recordSessionActivity(1_005_000);
    expect(localStorage.getItem(lastActivityStorageKey)).toBe('1005000');
    endSession();
    expect(getSessionActivity()).toBeNull();
    expect(localStorage.getItem(lastActivityStorageKey)).toBeNull();
  });

  it('keeps what was recorded across a reload', () => {
    vi.useFakeTimers({ now: 2_000_000 });
    initSession();
    startSession(loginResponse());
    recordSessionActivity(2_000_500);
    vi.setSystemTime(3_000_000);
    initSession();
    expect(getSessionActivity()).toBe(2_000_500);
  });

  it('moves on an answer to a call with the token, from when the call left', async () => {
    vi.useFakeTimers({ now: 5_000_000, shouldAdvanceTime: true });
    initSession();
    startSession(loginResponse());
    vi.setSystemTime(6_000_000);
    answer('GET /api/thing', () => {
      vi.setSystemTime(6_000_900);
      return { status: 404, body: { message: 'Not found.' } };
    });
    await http.get('/api/thing', { schema: okSchema }).catch(() => {});
    expect(getSessionActivity()).toBeGreaterThanOrEqual(6_000_000);
    expect(getSessionActivity()).toBeLessThan(6_000_900);
  });

  it('does not move on a 401, a 5xx or a call without the token', async () => {
    vi.useFakeTimers({ now: 5_000_000, shouldAdvanceTime: true });
    initSession();
    startSession(loginResponse());
    const before = getSessionActivity();
    vi.setSystemTime(6_000_000);
    answer('GET /api/bad-gateway', { status: 502, body: { message: 'Bad gateway.' } });
    answer('GET /api/public', { status: 200, body: { ok: true } });
    answer('GET /api/gone', { status: 401, body: { message: 'Unauthenticated.' } });
    await http.get('/api/bad-gateway', { schema: okSchema }).catch(() => {});
    await http.get('/api/public', { schema: okSchema, auth: false });
    await http.get('/api/gone', { schema: okSchema }).catch(() => {});
    expect(getSessionActivity()).toBe(before);
  });
});
