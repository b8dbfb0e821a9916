import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  isMultifactorVerifiedAtLogin,
  isSessionActive,
  msUntilExpiry,
  shouldClearStoredSession,
} from './session.ts';

const now = new Date('2026-11-21T12:00:00Z');

describe('isSessionActive', () => {
  it('needs a token and an expiry in the future', () => {
    expect(isSessionActive({ authToken: 't', tokenExpiresAt: '2026-11-21T12:00:01Z' }, now)).toBe(true);
    expect(isSessionActive({ authToken: 't', tokenExpiresAt: '2026-11-21T12:00:00Z' }, now)).toBe(false);
    expect(isSessionActive({ authToken: null, tokenExpiresAt: '2026-11-22T00:00:00Z' }, now)).toBe(false);
    expect(isSessionActive({ authToken: 't', tokenExpiresAt: null }, now)).toBe(false);
    expect(isSessionActive({ authToken: 't', tokenExpiresAt: 'not a date' }, now)).toBe(false);
  });

  it('is active exactly when the expiry is later than now', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1e9, max: 1e9 }), (offset) => {
        const tokenExpiresAt = new Date(now.getTime() + offset).toISOString();
        expect(isSessionActive({ authToken: 'x', tokenExpiresAt }, now)).toBe(offset > 0);
        expect(msUntilExpiry({ authToken: 'x', tokenExpiresAt }, now)).toBe(Math.max(0, offset));
      }),
    );
  });
});

describe('shouldClearStoredSession', () => {
  it('clears an expired or unreadable stored token, keeps a live one and ignores an empty store', () => {
    expect(shouldClearStoredSession({ authToken: 't', tokenExpiresAt: '2026-11-20T00:00:00Z' }, now)).toBe(
      true,
    );
    expect(shouldClearStoredSession({ authToken: 't', tokenExpiresAt: 'garbage' }, now)).toBe(true);
    expect(shouldClearStoredSession({ authToken: 't', tokenExpiresAt: null }, now)).toBe(true);
    expect(shouldClearStoredSession({ authToken: 't', tokenExpiresAt: '2026-11-22T00:00:00Z' }, now)).toBe(
      false,
    );
    expect(shouldClearStoredSession({ authToken: null, tokenExpiresAt: null }, now)).toBe(false);
  });
});

describe('isMultifactorVerifiedAtLogin', () => {
  it('is verified when MFA is off, or on with a trusted device', () => {
    expect(isMultifactorVerifiedAtLogin(false, false)).toBe(true);
    expect(isMultifactorVerifiedAtLogin(true, true)).toBe(true);
    expect(isMultifactorVerifiedAtLogin(true, false)).toBe(false);
  });
});
