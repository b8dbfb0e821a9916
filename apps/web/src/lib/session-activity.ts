import { createStore, useStore } from '../ui/store.ts';

// The server ends a token unused for SESSION_IDLE_MINUTES (default 30), on top of
// its absolute expiry. GET /api/config publishes the setting; this default applies until it is known.
export const sessionIdleMinutes = 30;
// WCAG 2.2.1: warn this long before the idle timeout, and let the user extend the session.
export const idleWarningMs = 2 * 60_000;
// The server records a token's last use at most once a minute, so its idle clock may have started up
// to a minute before our last call: the web counts from that earliest moment, never later.
export const serverTouchIntervalMs = 60_000;

// Shared by every tab holding the same token: a call made in one keeps the session alive in all.
export const lastActivityStorageKey = 'sessionLastActivityAt';

const activityStore = createStore<number | null>(null);

function readStored(): number | null {
  const value = Number(localStorage.getItem(lastActivityStorageKey));
  return Number.isFinite(value) && value > 0 ? value : null;
}

// The time (ms) the server last saw the session's token, as far as this browser knows. Only moves forward.
export function recordSessionActivity(at: number = Date.now()): void {
  const current = activityStore.get();
  if (current !== null && current >= at) return;
  activityStore.set(at);
  localStorage.setItem(lastActivityStorageKey, String(at));
}

export function forgetSessionActivity(): void {
  localStorage.removeItem(lastActivityStorageKey);
  activityStore.set(null);
}

// When the server will consider the session idle, at the earliest.
export function idleDeadline(lastActivity: number, idleMinutes: number = sessionIdleMinutes): number {
  return lastActivity + idleMinutes * 60_000 - serverTouchIntervalMs;
}

export function getSessionActivity(): number | null {
  return activityStore.get();
}

export function useSessionActivity(): number | null {
  return useStore(activityStore);
}

// App start: a reload keeps what this or another tab last recorded; a session with no record (stored by
// an older build) counts from now, and the first call either confirms it or shows it has expired.
export function initSessionActivity(hasSession: boolean, now: number = Date.now()): void {
  const stored = readStored();
  activityStore.set(hasSession ? (stored ?? now) : null);
}

export function followSessionActivityAcrossTabs(target: Window = window): () => void {
  const onStorage = (event: StorageEvent) => {
    if (event.key !== null && event.key !== lastActivityStorageKey) return;
    const stored = readStored();
    if (stored !== null) recordSessionActivity(stored);
  };
  target.addEventListener('storage', onStorage);
  return () => target.removeEventListener('storage', onStorage);
}
