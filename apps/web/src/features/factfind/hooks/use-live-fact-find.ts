import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { factFindKeys } from '../api.ts';
import { declarationsKey } from '../declarations.ts';
import { shiftInvalidAnswersAfterRemoval } from '../invalid-answers.ts';
import { mergePartnerEdit } from '../live-edits.ts';

// The adviser reviewed or returned the client's fact-find: refetch it, so its pages (and the return
// note) change at once. Only a fact-find awaiting review changes this way, never one being edited.
export function useLiveFactFind(clientId: number | null): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('fact-find.updated', (payload) => {
    if (clientId === null || payload.client_id !== clientId) return;
    void queryClient.invalidateQueries({ queryKey: factFindKeys.factFind(clientId), exact: true });
    // A partner's declaration comes this way too.
    void queryClient.invalidateQueries({ queryKey: declarationsKey(clientId), exact: true });
  });
  // The partner saved part of the fact-find: merged path by path (live-edits.ts), no refetch, so a field
  // being typed in here keeps its text (synced-field.tsx shows the partner's change beside it instead).
  useRealtimeEvent('fact-find.edited', (payload) => {
    if (clientId === null || payload.client_id !== clientId) return;
    const key = factFindKeys.factFind(clientId);
    const cached = queryClient.getQueryData<PortalChangesResponse>(key);
    if (!cached || (cached.id !== undefined && cached.id !== payload.fact_find_id)) {
      void queryClient.invalidateQueries({ queryKey: key, exact: true });
      return;
    }
    const { data, removals } = mergePartnerEdit(clientId, cached, payload);
    queryClient.setQueryData(key, data);
    // A changed answer may outdate a declaration made before it.
    void queryClient.invalidateQueries({ queryKey: declarationsKey(clientId), exact: true });
    for (const removal of removals) {
      const [category, property, index] = removal.path.split('.');
      shiftInvalidAnswersAfterRemoval(clientId, `${category}.${property}`, Number(index));
    }
  });
  // A review or return, or a partner's save, missed while the socket was away (or before it first subscribed):
  // catch up. A field being typed in keeps its text (synced-field.tsx follows the stored value only
  // while nothing is typed in it, and says what changed otherwise).
  useRealtimeEvent('subscribed', () => {
    if (clientId === null) return;
    const cached = queryClient.getQueryData<PortalChangesResponse>(factFindKeys.factFind(clientId));
    if (!cached) return;
    void queryClient.invalidateQueries({ queryKey: factFindKeys.factFind(clientId), exact: true });
    void queryClient.invalidateQueries({ queryKey: declarationsKey(clientId), exact: true });
  });
}
