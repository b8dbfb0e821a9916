import { describe, expect, it } from 'vitest';
import { jointClient, loginResponse, storeSession } from '../test/fixtures.ts';
import {
  endSession,
  getSession,
  hasActiveSession,
  initSession,
  markSessionExpired,
  startSession,
  updateSessionUser,
  verifyStoredUser,
} from './session.ts';

const keys = ['authToken', 'tokenExpiresAt', 'user', 'multifactorAuthVerified'];
const now = new Date('2026-11-21T12:00:00Z');

describe('the session store', () => {
  it('removes an expired stored token at app start', () => {
    storeSession({ expiresAt: '2026-11-21T11:59:59Z' });
    initSession(now);
    for (const key of keys) expect(localStorage.getItem(key)).toBeNull();
    expect(getSession().token).toBeNull();
    expect(hasActiveSession(now)).toBe(false);
  });

  it('removes a token whose expiry cannot be read', () => {
    storeSession({ expiresAt: 'soon' });
    initSession(now);
    expect(localStorage.getItem('authToken')).toBeNull();
  });

  it('keeps an unexpired stored session', () => {
    storeSession({ expiresAt: '2026-11-21T20:00:00Z' });
    initSession(now);
    expect(getSession()).toMatchObject({
      token: 'token-123',
      user: { name: 'James Carter' },
      isExpired: false,
    });
    expect(hasActiveSession(now)).toBe(true);
  });

  it('reads the stored user at once and keeps it when it passes the schema', async () => {
    storeSession({ expiresAt: '2026-11-21T20:00:00Z' });
    initSession(now);
    const read = getSession().user;
    expect(read).toMatchObject({ name: 'James Carter', trust_device_enabled: false });
    await verifyStoredUser();
    expect(getSession().user).toBe(read);
  });

  it('keeps a user stored before userPermissions was sent, reading it from its alias permissions', async () => {
    storeSession({ expiresAt: '2026-11-21T20:00:00Z' });
    const { userPermissions: _dropped, ...stored } = JSON.parse(localStorage.getItem('user') ?? '{}');
    const permissions = { 'fact-find.assets': { delete: false } };
    localStorage.setItem('user', JSON.stringify({ ...stored, permissions }));
    initSession(now);
    await verifyStoredUser();
    expect(getSession().user).toMatchObject({ userPermissions: permissions, permissions });
  });

  it('accepts a stored user carrying userPermissions', async () => {
    storeSession({ expiresAt: '2026-11-21T20:00:00Z' });
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}');
    const userPermissions = { 'fact-find.income': { update: false } };
    localStorage.setItem(
      'user',
      JSON.stringify({ ...stored, userPermissions, permissions: userPermissions }),
    );
    initSession(now);
    await verifyStoredUser();
    expect(getSession().user).toMatchObject({ userPermissions });
  });

  it('drops a stored user that fails the schema once it has been checked', async () => {
    storeSession({ expiresAt: '2026-11-21T20:00:00Z' });
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}');
    localStorage.setItem('user', JSON.stringify({ ...stored, role: 'superuser' }));
    initSession(now);
    expect(getSession().user).toMatchObject({ role: 'superuser' });
    await verifyStoredUser();
    expect(getSession()).toMatchObject({ token: 'token-123', user: null });
  });

  it('never reads a stored user that is not shaped like one', () => {
    for (const raw of ['not json', '[]', '{"id":"1","name":"x","email":"y","role":"client"}']) {
      storeSession({ expiresAt: '2026-11-21T20:00:00Z' });
      localStorage.setItem('user', raw);
      initSession(now);
      expect(getSession().user).toBeNull();
    }
    storeSession({ expiresAt: '2026-11-21T20:00:00Z' });
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}');
    localStorage.setItem('user', JSON.stringify({ ...stored, trust_device_enabled: 'yes' }));
    initSession(now);
    expect(getSession().user).toBeNull();
  });

  it('keeps a user that logged in while the stored one was being checked', async () => {
    storeSession({ expiresAt: '2026-11-21T20:00:00Z' });
    const stored = JSON.parse(localStorage.getItem('user') ?? '{}');
    localStorage.setItem('user', JSON.stringify({ ...stored, role: 'superuser' }));
    initSession(now);
    const checking = verifyStoredUser();
    startSession(loginResponse());
    await checking;
    expect(getSession().user).toMatchObject({ name: 'James Carter' });
  });

  it('stores the four keys at login, with the MFA flag set as the code page needs it', () => {
    initSession(now);
    startSession({ ...loginResponse(), user: { ...jointClient, multi_factor_auth_enabled: true } });
    expect(localStorage.getItem('authToken')).toBe('token-123');
    expect(localStorage.getItem('multifactorAuthVerified')).toBe('false');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toMatchObject({ trust_device_enabled: false });

    startSession({
      ...loginResponse(),
      user: { ...jointClient, multi_factor_auth_enabled: true },
      trust_device_enabled: true,
    });
    expect(localStorage.getItem('multifactorAuthVerified')).toBe('true');
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toMatchObject({ trust_device_enabled: true });
  });

  it('refreshes the stored user and keeps the trust-device flag', () => {
    initSession(now);
    startSession({ ...loginResponse(), trust_device_enabled: true });
    updateSessionUser({ ...jointClient, name: 'James A. Carter' });
    expect(JSON.parse(localStorage.getItem('user') ?? '')).toMatchObject({
      name: 'James A. Carter',
      trust_device_enabled: true,
    });
  });

  it('marks a held session expired, and a missing one never', () => {
    initSession(now);
    markSessionExpired();
    expect(getSession().isExpired).toBe(false);
    startSession(loginResponse());
    markSessionExpired();
    expect(getSession().isExpired).toBe(true);
    expect(hasActiveSession()).toBe(false);
    endSession();
    expect(getSession()).toMatchObject({ token: null, isExpired: false });
    for (const key of keys) expect(localStorage.getItem(key)).toBeNull();
  });
});
