import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { adviserKeys } from '../api.ts';

// The adviser's screens follow their private channel: a client's message or fact-find change refetches what
// shows it (only queries on screen are fetched at once; the rest are marked stale). HTTP stays the truth. This is
// the workspace's own part (the client's record, the dashboard and the client list); each domain's tabs follow the
// channel for their own queries (routes/adviser-layout.tsx calls them together).
export function useAdviserLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
  };
  useRealtimeEvent('conversation.updated', ({ client_id }) => {
    void queryClient.invalidateQueries({ queryKey: adviserKeys.detail(client_id) });
    refreshLists();
  });
  useRealtimeEvent('fact-find.updated', ({ client_id }) => {
    void queryClient.invalidateQueries({ queryKey: adviserKeys.client(client_id) });
    refreshLists();
  });
  // Nothing missed while the socket was away is replayed: refetch on every (re)subscription.
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({ queryKey: adviserKeys.all });
  });
}
