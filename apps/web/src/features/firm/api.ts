import { queryOptions } from '@tanstack/react-query';
import { fetchFirm, firmStore } from './firm-store.ts';

// The firm as a query, for the pages that run with TanStack Query: it starts from what the store holds
// and writes every fetch back to it, so useFirm() shows the refreshed firm everywhere.
export function firmQueryOptions() {
  return queryOptions({
    queryKey: ['firm'],
    queryFn: ({ signal }) => fetchFirm(signal),
    initialData: () => firmStore.get()?.firm,
    initialDataUpdatedAt: () => firmStore.get()?.at,
    // The firm's branding changes rarely and is the same for every user. An admin can change it at any
    // time, so after a minute it is fetched again when the user comes back to the tab (the admin's own browser
    // refetches at once on saving).
    staleTime: 60_000,
    meta: { keepAcrossSessions: true },
  });
}
