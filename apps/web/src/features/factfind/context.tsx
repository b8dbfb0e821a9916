import type { Permissions, Region, UserClient } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { baseTemplate } from '@atrium/domain/factfind/base-template';
import { emptyFactFind } from '@atrium/domain/factfind/empty-fact-find';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { resolvePermissions } from '@atrium/domain/factfind/permissions';
import { templateFor, type Viewer } from '@atrium/domain/factfind/perspective';
import type { Template } from '@atrium/domain/factfind/template';
import {
  hashKey,
  type QueryClient,
  replaceEqualDeep,
  useQueryClient,
  useSuspenseQuery,
} from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo, useRef, useSyncExternalStore } from 'react';
import { factFindKeys, factFindStaleTimeMs, fetchFactFind } from './api.ts';
import type { FactFindTarget } from './save.ts';

export type FactFindContextValue = {
  target: FactFindTarget;
  // The client record: names and dates of birth the display rules fall back to.
  client: UserClient | null;
  userPermissions: Permissions;
  // Whose terms the questionnaire uses (an Irish client reads PPSN, Eircode, PRSA): the user's region.
  region: Region;
  // Which person of the household is reading (GET api/user household.person): client 2 reads "you" for
  // themselves and "your partner" for client 1 (packages/domain/src/factfind/perspective.ts). 1 when absent.
  viewer?: Viewer;
};

// The cached fact-find as the page's fields read it: one subscription to the query cache for the whole
// page, rather than a query observer per field (a joint fact-find's step draws a few hundred fields, and
// an observer each made its first render several times slower).
type FactFindStore = {
  get: () => PortalChangesResponse | undefined;
  subscribe: (listener: () => void) => () => void;
};

function createFactFindStore(queryClient: QueryClient, queryKey: readonly unknown[]): FactFindStore {
  const cache = queryClient.getQueryCache();
  const hash = hashKey(queryKey);
  const listeners = new Set<() => void>();
  let stop: (() => void) | null = null;
  return {
    get: () => cache.get<PortalChangesResponse>(hash)?.state.data,
    subscribe(listener) {
      listeners.add(listener);
      stop ??= cache.subscribe((event) => {
        if (event.query.queryHash !== hash) return;
        for (const notify of listeners) notify();
      });
      return () => {
        listeners.delete(listener);
        if (listeners.size > 0) return;
        stop?.();
        stop = null;
      };
    },
  };
}

type FactFindContextState = FactFindContextValue & { store: FactFindStore };

const FactFindContext = createContext<FactFindContextState | null>(null);

// The route builds the value once per target (useMemo), so fields under it never re-render for it.
// The page's one query observer lives here: it suspends until the fact-find is loaded, and refetches it
// when it is stale on mount or on focus; fields read their part of it through the store.
export function FactFindProvider({ value, children }: { value: FactFindContextValue; children: ReactNode }) {
  const queryClient = useQueryClient();
  const { target } = value;
  const queryKey = target.isPreview ? factFindKeys.preview : factFindKeys.factFind(target.clientId);
  useSuspenseQuery<PortalChangesResponse, Error, PortalChangesResponse, readonly unknown[]>(
    target.isPreview
      ? { queryKey, queryFn: () => emptyFactFind(), staleTime: Number.POSITIVE_INFINITY }
      : {
          queryKey,
          queryFn: ({ signal }) => fetchFactFind(target.clientId, signal),
          staleTime: factFindStaleTimeMs,
        },
  );
  const hash = hashKey(queryKey);
  // biome-ignore lint/correctness/useExhaustiveDependencies: the hash names the query key.
  const store = useMemo(() => createFactFindStore(queryClient, queryKey), [queryClient, hash]);
  const state = useMemo(() => ({ ...value, store }), [value, store]);
  return <FactFindContext.Provider value={state}>{children}</FactFindContext.Provider>;
}

export function useFactFindContext(): FactFindContextValue {
  return useFactFindState();
}

function useFactFindState(): FactFindContextState {
  const value = useContext(FactFindContext);
  if (!value) throw new Error('useFactFindContext needs a FactFindProvider.');
  return value;
}

// The cached fact-find (the provider loaded it). `select` narrows what a component re-renders for: its
// result is compared structurally, as a query's select is, so a selector may build a new array or object.
export function useFactFindData(): PortalChangesResponse;
export function useFactFindData<T>(select: (data: PortalChangesResponse) => T): T;
export function useFactFindData<T>(select?: (data: PortalChangesResponse) => T) {
  const { store } = useFactFindState();
  const last = useRef<{ data: PortalChangesResponse; select: typeof select; value: unknown } | null>(null);
  const snapshot = () => {
    const data = store.get();
    const previous = last.current;
    // Removed from the cache (the session ended): keep what was shown until the page goes.
    if (data === undefined) {
      if (previous) return previous.value;
      throw new Error('useFactFindData needs the fact-find loaded by its FactFindProvider.');
    }
    if (previous && previous.data === data && previous.select === select) return previous.value;
    const value = select ? (previous ? replaceEqualDeep(previous.value, select(data)) : select(data)) : data;
    last.current = { data, select, value };
    return value;
  };
  return useSyncExternalStore(store.subscribe, snapshot) as T | PortalChangesResponse;
}

export function usePermissions(): Permissions {
  const { userPermissions } = useFactFindContext();
  const templatePermissions = useFactFindData((data) => data.templatePermissions);
  return useMemo(
    () => resolvePermissions(templatePermissions, userPermissions),
    [templatePermissions, userPermissions],
  );
}

// The base template in the client's region's terms, from the reader's side; the same object for as long as the
// region and the reader are.
export function useTemplate(): Template {
  const { region, viewer = 1 } = useFactFindContext();
  return templateFor(localiseTemplate(baseTemplate, region), viewer);
}
