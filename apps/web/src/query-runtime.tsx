import { type QueryClient, QueryClientContext } from '@tanstack/react-query';
import type { ComponentType, ReactNode } from 'react';
import { createStore, type Store, useStore } from './ui/store.ts';

// What query-start.tsx brings: the app's one QueryClient, and what the root renders once it is there.
export type LoadedQuery = { queryClient: QueryClient; QueryParts: ComponentType };

// TanStack Query (about 11 kB gzipped) is loaded by the first page that needs it, so /login, where most
// visits start, paints without it (routes/root.tsx). Every other page's route waits for it in the root's
// beforeLoad; from then on it is as if a QueryClientProvider sat at the top.
export type DeferredQueryClient = {
  load: () => Promise<LoadedQuery>;
  loaded: Store<LoadedQuery | null>;
  stop: () => void;
};

export function createDeferredQueryClient(): DeferredQueryClient {
  const loaded = createStore<LoadedQuery | null>(null);
  let loading: Promise<LoadedQuery> | null = null;
  let stopStarted: (() => void) | null = null;
  let isStopped = false;
  return {
    loaded,
    load() {
      loading ??= import('./query-start.tsx').then(
        ({ startQuery }) => {
          const started = startQuery();
          if (isStopped) started.stop();
          else stopStarted = started.stop;
          loaded.set(started.loaded);
          return started.loaded;
        },
        (error: unknown) => {
          // Not downloaded (offline, a new deploy): the next page that needs it tries again.
          loading = null;
          throw error;
        },
      );
      return loading;
    },
    stop() {
      isStopped = true;
      stopStarted?.();
    },
  };
}

export function useLoadedQuery(client: DeferredQueryClient): LoadedQuery | null {
  return useStore(client.loaded);
}

// The context TanStack Query's hooks read. Its element never changes type when the client arrives, so
// nothing under it is mounted again (a page being typed into keeps what was typed).
export function QueryProvider({ client, children }: { client: DeferredQueryClient; children: ReactNode }) {
  const loaded = useLoadedQuery(client);
  return <QueryClientContext.Provider value={loaded?.queryClient}>{children}</QueryClientContext.Provider>;
}
