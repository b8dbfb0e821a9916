import { useQueryClient } from '@tanstack/react-query';
import { useCallback } from 'react';
import { adviserKeys } from '../api.ts';

// A change made on another feature's tab (a conversation read or answered, a fact-find reviewed or returned, an
// erasure) shows on the client's record and on the lists that sum it up: the route hands this to that tab.
export function useRefreshClient(clientId: number): () => Promise<unknown> {
  const queryClient = useQueryClient();
  return useCallback(
    () =>
      Promise.all(
        [adviserKeys.detail(clientId), adviserKeys.clientLists, adviserKeys.dashboard].map((queryKey) =>
          queryClient.invalidateQueries({ queryKey }),
        ),
      ),
    [queryClient, clientId],
  );
}
