import type { RealtimeDeps } from './realtime.ts';
import { getSession, subscribeToSession } from './session.ts';

// The realtime connection follows the session (realtime.ts, docs/decisions/004-realtime-gateway.md). Its module (with the realtime contract's schemas)
// is loaded once a user is signed in, so the login page downloads none of it; from then on startRealtime
// follows the session itself (logout, another user, expiry). Returns a function that stops it.
export function startRealtimeWhenSignedIn(deps?: RealtimeDeps): () => void {
  let isStopped = false;
  let isLoading = false;
  let stopRealtime: (() => void) | null = null;

  const loadIfSignedIn = () => {
    const { token, user } = getSession();
    if (isLoading || isStopped || !token || !user) return;
    isLoading = true;
    import('./realtime.ts').then(
      ({ startRealtime }) => {
        if (isStopped) return;
        unsubscribe();
        stopRealtime = startRealtime(deps);
      },
      () => {
        // Not downloaded (offline, a new deploy): the next change of the session tries again.
        isLoading = false;
      },
    );
  };

  const unsubscribe = subscribeToSession(loadIfSignedIn);
  loadIfSignedIn();
  return () => {
    isStopped = true;
    unsubscribe();
    stopRealtime?.();
  };
}
