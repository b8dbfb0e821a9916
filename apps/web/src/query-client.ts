import { type Query, QueryClient } from '@tanstack/react-query';
import { isApiError } from './lib/http.ts';
import { getSession, subscribeToSession } from './lib/session.ts';

declare module '@tanstack/react-query' {
  interface Register {
    // keepAcrossSessions: public data (the firm) that stays cached when a user logs out.
    queryMeta: { keepAcrossSessions?: boolean };
  }
}

export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        // A 4xx will not change on retry; network blips and 5xx get two more tries.
        retry: (failureCount, error) =>
          failureCount < 2 && !(isApiError(error) && error.status >= 400 && error.status < 500),
      },
    },
  });
}

// When a session ends (logout, expiry, another tab), forget everything that belonged to the user, so
// the next person at a shared computer never sees it. A query a page still shows is forgotten once that page
// has gone (its last observer leaves): removing it under the page would make the page fetch it again with
// no session, and the 401 would reach the page's error boundary before the app had moved to /login.
export function clearUserDataOnSessionEnd(queryClient: QueryClient): () => void {
  const cache = queryClient.getQueryCache();
  const leaving = new Set<Query>();
  let hadToken = Boolean(getSession().token);

  const forget = (query: Query) => {
    leaving.delete(query);
    queryClient.removeQueries({ queryKey: query.queryKey, exact: true });
  };

  const stopSession = subscribeToSession(() => {
    const hasToken = Boolean(getSession().token);
    if (hadToken && !hasToken) {
      for (const query of cache.findAll()) {
        if (query.meta?.keepAcrossSessions === true) continue;
        if (query.getObserversCount() === 0) {
          forget(query);
        } else {
          void query.cancel({ revert: true });
          leaving.add(query);
        }
      }
    }
    if (hasToken) leaving.clear();
    hadToken = hasToken;
  });
  const stopCache = cache.subscribe((event) => {
    if (
      event.type === 'observerRemoved' &&
      leaving.has(event.query) &&
      event.query.getObserversCount() === 0
    ) {
      forget(event.query);
    }
  });
  return () => {
    stopSession();
    stopCache();
  };
}
