import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { factFindKeys } from '../api.ts';

// Issue 7: the adviser reviewed or returned the client's fact-find: refetch it, so its pages (and the return
// note) change at once. Only a fact-find awaiting review changes this way, never one being edited.
export function useLiveFactFind(clientId: number | null): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('fact-find.updated', (payload) => {
    if (clientId === null || payload.client_id !== clientId) return;
    void queryClient.invalidateQueries({ queryKey: factFindKeys.factFind(clientId), exact: true });
  });
  // A review or return missed while the socket was away: catch up, unless the client may be typing.
  useRealtimeEvent('subscribed', () => {
    if (clientId === null) return;
    const cached = queryClient.getQueryData<PortalChangesResponse>(factFindKeys.factFind(clientId));
    if (cached?.status === 'awaiting-review')
      void queryClient.invalidateQueries({ queryKey: factFindKeys.factFind(clientId), exact: true });
  });
}
