// The browser session is four localStorage keys; these are the rules over them.
export const sessionStorageKeys = {
  authToken: 'authToken',
  tokenExpiresAt: 'tokenExpiresAt',
  user: 'user',
  multifactorAuthVerified: 'multifactorAuthVerified',
} as const;

export type StoredSession = {
  authToken: string | null;
  tokenExpiresAt: string | null;
};

function expiryTime(tokenExpiresAt: string | null): number | null {
  if (!tokenExpiresAt) return null;
  const t = Date.parse(tokenExpiresAt);
  return Number.isNaN(t) ? null : t;
}

// Logged in once a token and an unexpired expiry time are stored.
export function isSessionActive(session: StoredSession, now: Date): boolean {
  const expires = expiryTime(session.tokenExpiresAt);
  return Boolean(session.authToken) && expires !== null && expires > now.getTime();
}

// At app start a stored token whose expiry has passed (or cannot be read) is removed; nothing stored is kept.
export function shouldClearStoredSession(session: StoredSession, now: Date): boolean {
  if (!session.authToken && !session.tokenExpiresAt) return false;
  return !isSessionActive(session, now);
}

// Milliseconds until the session expires (0 when already expired), for scheduling the expiry dialog.
export function msUntilExpiry(session: StoredSession, now: Date): number {
  const expires = expiryTime(session.tokenExpiresAt);
  if (expires === null) return 0;
  return Math.max(0, expires - now.getTime());
}

// After login the MFA flag is set automatically when MFA is off, or on with a trusted device.
export function isMultifactorVerifiedAtLogin(mfaEnabled: boolean, trustDeviceEnabled: boolean): boolean {
  return !mfaEnabled || trustDeviceEnabled;
}
