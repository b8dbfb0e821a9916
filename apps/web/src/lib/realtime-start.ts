import type { RealtimeDeps } from './realtime.ts';
import { getSession, subscribeToSession } from './session.ts';

// The realtime connection follows the session (realtime.ts, docs/decisions/004-realtime-gateway.md). Its module (with
// pusher-js and the realtime contract's schemas, some 17 kB) is loaded once a user is signed in, so the login page
// downloads none of it, and not before `pageDrawn`: the first page's own code, data and paint come first, and what
// changed meanwhile is fetched again when the channel is subscribed (the pages' 'subscribed' listeners). From then on
// startRealtime follows the session itself (logout, another user, expiry). Returns a function that stops it.
export function startRealtimeWhenSignedIn(
  deps?: RealtimeDeps,
  pageDrawn: Promise<void> = Promise.resolve(),
): () => void {
  let isStopped = false;
  let isLoading = false;
  let stopRealtime: (() => void) | null = null;
  let unsubscribe = () => {};

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

  void pageDrawn.then(() => {
    if (isStopped) return;
    unsubscribe = subscribeToSession(loadIfSignedIn);
    loadIfSignedIn();
  });
  return () => {
    isStopped = true;
    unsubscribe();
    stopRealtime?.();
  };
}

// Resolves once the router has resolved its first page (its code and data, and the page committed) and the browser
// has been idle since, or two seconds later at most.
export function firstPageDrawn(router: {
  subscribe: (event: 'onResolved', listener: () => void) => () => void;
}): Promise<void> {
  return new Promise((resolve) => {
    const stop = router.subscribe('onResolved', () => {
      stop();
      if (typeof requestIdleCallback === 'function') requestIdleCallback(() => resolve(), { timeout: 2000 });
      else setTimeout(resolve, 0);
    });
  });
}
