import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { adviserKeys } from '../api.ts';
import { conversationKey } from '../conversation-api.ts';
import { conversationsKey } from '../conversations-api.ts';
import { documentsKey } from '../documents-api.ts';

// The adviser's screens follow their private channel: a client's message or fact-find change refetches what
// shows it (only queries on screen are fetched at once; the rest are marked stale). HTTP stays the truth.
export function useAdviserLiveUpdates(): void {
  const queryClient = useQueryClient();
  const refreshLists = () => {
    void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
    void queryClient.invalidateQueries({ queryKey: conversationsKey });
  };
  useRealtimeEvent('conversation.updated', ({ client_id }) => {
    void queryClient.invalidateQueries({ queryKey: conversationKey(client_id) });
    void queryClient.invalidateQueries({ queryKey: adviserKeys.detail(client_id) });
    refreshLists();
  });
  useRealtimeEvent('fact-find.updated', ({ client_id }) => {
    void queryClient.invalidateQueries({ queryKey: adviserKeys.client(client_id) });
    refreshLists();
  });
  useRealtimeEvent('notification', ({ type, link }) => {
    // A client's upload arrives as a notification leading to their documents.
    const match = type === 'document-uploaded' ? /\/adviser\/clients\/(\d+)\//.exec(link ?? '') : null;
    if (match?.[1]) void queryClient.invalidateQueries({ queryKey: documentsKey(Number(match[1])) });
  });
  // Nothing missed while the socket was away is replayed: refetch on every (re)subscription.
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({ queryKey: adviserKeys.all });
  });
}
