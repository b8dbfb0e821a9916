import type { Permissions, Region, UserClient } from '@atrium/domain/contract/auth';
import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { localiseTemplate } from '@atrium/domain/factfind/localise';
import { resolvePermissions } from '@atrium/domain/factfind/permissions';
import { baseTemplate, type Template } from '@atrium/domain/factfind/template';
import { queryOptions, useSuspenseQuery } from '@tanstack/react-query';
import { createContext, type ReactNode, useContext, useMemo } from 'react';
import { factFindKeys, factFindStaleTimeMs, fetchFactFind, previewFactFind } from './api.ts';
import type { FactFindTarget } from './save.ts';

export type FactFindContextValue = {
  target: FactFindTarget;
  // The client record: names and dates of birth the display rules fall back to.
  client: UserClient | null;
  userPermissions: Permissions;
  // Whose terms the questionnaire uses (an Irish client reads PPSN, Eircode, PRSA): the user's region.
  region: Region;
};

const FactFindContext = createContext<FactFindContextValue | null>(null);

// The route builds the value once per target (useMemo), so fields under it never re-render for it.
export function FactFindProvider({ value, children }: { value: FactFindContextValue; children: ReactNode }) {
  return <FactFindContext.Provider value={value}>{children}</FactFindContext.Provider>;
}

export function useFactFindContext(): FactFindContextValue {
  const value = useContext(FactFindContext);
  if (!value) throw new Error('useFactFindContext needs a FactFindProvider.');
  return value;
}

// The preview's state lives only in the cache: its "fetch" builds an empty fact-find locally.
export function previewQueryOptions() {
  return queryOptions({
    queryKey: factFindKeys.preview,
    queryFn: () => previewFactFind(),
    staleTime: Number.POSITIVE_INFINITY,
    gcTime: Number.POSITIVE_INFINITY,
  });
}

// The cached fact-find (the route's guard loaded it, so this does not suspend in practice). `select`
// narrows what a component re-renders for.
export function useFactFindData(): PortalChangesResponse;
export function useFactFindData<T>(select: (data: PortalChangesResponse) => T): T;
export function useFactFindData<T>(select?: (data: PortalChangesResponse) => T) {
  const { target } = useFactFindContext();
  const identity = (data: PortalChangesResponse) => data;
  return useSuspenseQuery<PortalChangesResponse, Error, T | PortalChangesResponse, readonly unknown[]>(
    target.isPreview
      ? {
          queryKey: factFindKeys.preview,
          queryFn: previewFactFind,
          staleTime: Number.POSITIVE_INFINITY,
          select: select ?? identity,
        }
      : {
          queryKey: factFindKeys.factFind(target.clientId),
          queryFn: ({ signal }) => fetchFactFind(target.clientId, signal),
          staleTime: factFindStaleTimeMs,
          select: select ?? identity,
        },
  ).data;
}

export function usePermissions(): Permissions {
  const { userPermissions } = useFactFindContext();
  const templatePermissions = useFactFindData((data) => data.templatePermissions);
  return useMemo(
    () => resolvePermissions(templatePermissions, userPermissions),
    [templatePermissions, userPermissions],
  );
}

// The base template in the client's region's terms; the same object for as long as the region is.
export function useTemplate(): Template {
  return localiseTemplate(baseTemplate, useFactFindContext().region);
}
