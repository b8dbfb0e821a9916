import { isApiError } from '../../lib/http.ts';
import { markSessionExpired } from '../../lib/session.ts';
import { addToast } from '../../ui/toast/toast-store.ts';

// The words and the 10 s a refused fact-find action shows for.
export const notPermittedMessage =
  'You are not permitted to perform this action, please contact your adviser';
export const notPermittedTimeoutMs = 10_000;

// The shared handling of a failed fact-find call. 401/419 are a session timeout: the Session
// Expired dialog explains it (lib/http opens it on a 401; a 419 opens it here) and nothing else is
// shown. 403 shows the permission message for 10 s. The caller handles everything else in place.
export function reportFactFindError(error: unknown): void {
  if (!isApiError(error)) return;
  if (error.status === 401 || error.status === 419) {
    if (error.status === 419) markSessionExpired();
    console.warn(`Fact-find call answered ${error.status}: the session has timed out.`);
    return;
  }
  if (error.status === 403) {
    addToast({ description: notPermittedMessage, isError: true, timeout: notPermittedTimeoutMs });
  }
}

// A 422's message for one path ('category.property'), if the server gave one.
export function fieldErrorOf(error: unknown, path: string): string | null {
  if (!isApiError(error) || error.status !== 422) return null;
  return error.errors[path]?.[0] ?? error.message;
}
