import type { User } from '@atrium/domain/contract/auth';
import {
  isMultifactorVerifiedAtLogin,
  isSessionActive,
  sessionStorageKeys as keys,
  shouldClearStoredSession,
} from '@atrium/domain/session/session';
import { createStore, useStore } from '../ui/store.ts';
import { forgetSessionActivity, initSessionActivity, recordSessionActivity } from './session-activity.ts';
import type { StoredUser } from './stored-user.ts';

export type { StoredUser };

export type SessionState = {
  token: string | null;
  expiresAt: string | null;
  user: StoredUser | null;
  isMultifactorVerified: boolean;
  // Set when the server rejects the token or its expiry passes while the app is open: the
  // app then shows the Session Expired dialog (routes/root.tsx) until the user chooses to log in again.
  isExpired: boolean;
};

const emptySession: SessionState = {
  token: null,
  expiresAt: null,
  user: null,
  isMultifactorVerified: false,
  isExpired: false,
};

const sessionStore = createStore<SessionState>(emptySession);

// The stored user is needed at once (the layout routes' guards, routes/_client.tsx and its kin, read its role
// before anything else loads), but parsing it with its one schema (stored-user.ts: the contract's userSchema) at
// start would put zod on /login. Measured on the production build (npm run build -w @atrium/web, 2026-11-24): /login
// loads about 105 kB of JavaScript (brotli, as served); the parse would add 23.9 kB (zod 23.0, contract/auth 0.7,
// stored-user 0.2), past the 120 kB bench/web/run.ts sets for it. So the start reads it with the shallow check
// below, and verifyStoredUser() parses it against the schema right after, dropping it if it does not pass (as a
// stored user that fails the schema always was); a signed-in page downloads zod for its own calls anyway.
function readStoredUser(raw: string | null): StoredUser | null {
  if (!raw) return null;
  let value: unknown;
  try {
    value = JSON.parse(raw);
  } catch {
    return null;
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const user = value as Record<string, unknown>;
  const isShapedLikeUser =
    Number.isInteger(user.id) &&
    typeof user.name === 'string' &&
    typeof user.email === 'string' &&
    typeof user.role === 'string';
  const trustDevice = user.trust_device_enabled ?? false;
  if (!isShapedLikeUser || typeof trustDevice !== 'boolean') return null;
  // A user stored before the API sent userPermissions has only its alias, permissions: the same object.
  const userPermissions = user.userPermissions ?? user.permissions;
  return { ...user, userPermissions, trust_device_enabled: trustDevice } as StoredUser;
}

// The full check of the user read at start; resolves once done (tests await it).
export async function verifyStoredUser(): Promise<void> {
  const read = sessionStore.get().user;
  if (!read) return;
  const { parseStoredUser } = await import('./stored-user.ts');
  if (parseStoredUser(read)) return;
  // The session may have changed meanwhile (a login, a logout, another tab): only the user read is dropped.
  sessionStore.set((current) => (current.user === read ? { ...current, user: null } : current));
}

// Fire and forget: if the check's module cannot be fetched (offline), the user read stays until the next start.
function checkStoredUserSoon(): void {
  verifyStoredUser().catch(() => undefined);
}

function removeStoredSession(): void {
  for (const key of Object.values(keys)) localStorage.removeItem(key);
}

function readStoredSession(): SessionState {
  return {
    token: localStorage.getItem(keys.authToken),
    expiresAt: localStorage.getItem(keys.tokenExpiresAt),
    user: readStoredUser(localStorage.getItem(keys.user)),
    isMultifactorVerified: localStorage.getItem(keys.multifactorAuthVerified) === 'true',
    isExpired: false,
  };
}

// App start: an expired stored token is removed before anything reads it.
export function initSession(now = new Date()): void {
  const stored = {
    authToken: localStorage.getItem(keys.authToken),
    tokenExpiresAt: localStorage.getItem(keys.tokenExpiresAt),
  };
  if (shouldClearStoredSession(stored, now)) removeStoredSession();
  const session = readStoredSession();
  sessionStore.set(session);
  initSessionActivity(Boolean(session.token), now.getTime());
  if (session.user) checkStoredUserSoon();
}

export type NewSession = {
  token: string;
  expires_at: string;
  user: User;
  trust_device_enabled: boolean;
};

export function startSession({ token, expires_at, user, trust_device_enabled }: NewSession): void {
  const storedUser: StoredUser = { ...user, trust_device_enabled };
  const isMultifactorVerified = isMultifactorVerifiedAtLogin(
    user.multi_factor_auth_enabled,
    trust_device_enabled,
  );
  localStorage.setItem(keys.authToken, token);
  localStorage.setItem(keys.tokenExpiresAt, expires_at);
  localStorage.setItem(keys.user, JSON.stringify(storedUser));
  localStorage.setItem(keys.multifactorAuthVerified, String(isMultifactorVerified));
  // The login itself is the session's first use; the idle clock starts now.
  recordSessionActivity();
  sessionStore.set({
    token,
    expiresAt: expires_at,
    user: storedUser,
    isMultifactorVerified,
    isExpired: false,
  });
}

// GET api/user refreshes the stored user; the locally known trust-device flag is kept.
export function updateSessionUser(user: User): void {
  const current = sessionStore.get();
  if (!current.token) return;
  const storedUser: StoredUser = {
    ...user,
    trust_device_enabled: current.user?.trust_device_enabled ?? false,
  };
  localStorage.setItem(keys.user, JSON.stringify(storedUser));
  sessionStore.set({ ...current, user: storedUser });
}

// The second factor was verified (or the device is now trusted): the session may use the app.
export function completeMultifactor(user: User, trustDeviceEnabled: boolean): void {
  const current = sessionStore.get();
  if (!current.token) return;
  const storedUser: StoredUser = {
    ...user,
    trust_device_enabled: trustDeviceEnabled || (current.user?.trust_device_enabled ?? false),
  };
  localStorage.setItem(keys.user, JSON.stringify(storedUser));
  localStorage.setItem(keys.multifactorAuthVerified, 'true');
  sessionStore.set({ ...current, user: storedUser, isMultifactorVerified: true });
}

export function endSession(): void {
  removeStoredSession();
  forgetSessionActivity();
  sessionStore.set(emptySession);
}

export function markSessionExpired(): void {
  sessionStore.set((current) =>
    current.token && !current.isExpired ? { ...current, isExpired: true } : current,
  );
}

export function getSession(): SessionState {
  return sessionStore.get();
}

export function hasActiveSession(now = new Date()): boolean {
  const { token, expiresAt, isExpired } = sessionStore.get();
  return !isExpired && isSessionActive({ authToken: token, tokenExpiresAt: expiresAt }, now);
}

export function subscribeToSession(listener: () => void): () => void {
  return sessionStore.subscribe(listener);
}

export function useSession(): SessionState {
  return useStore(sessionStore);
}

// Another tab logging in or out changes localStorage under us: follow it. A token that vanishes
// while this tab still uses it means the session is over here too, so the dialog explains why.
export function followSessionAcrossTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && !Object.values<string>(keys).includes(event.key)) return;
    const before = sessionStore.get();
    const after = readStoredSession();
    if (before.token && !after.token) sessionStore.set({ ...before, isExpired: true });
    else {
      sessionStore.set(after);
      if (after.user) checkStoredUserSoon();
    }
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
