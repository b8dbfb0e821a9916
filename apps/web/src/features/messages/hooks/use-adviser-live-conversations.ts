import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { clientConversationKey, conversationsKey } from '../adviser-api.ts';
import { messagesKey } from '../api.ts';

// The staff's conversations follow their private channel: a client's message refetches that conversation and the
// inbox (only what is on screen at once; the rest is marked stale). Nothing missed is replayed, so a
// (re)subscription refetches them all. HTTP stays the truth.
export function useAdviserLiveConversations(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('conversation.updated', ({ client_id }) => {
    void queryClient.invalidateQueries({ queryKey: clientConversationKey(client_id) });
    void queryClient.invalidateQueries({ queryKey: conversationsKey });
  });
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({ queryKey: messagesKey });
  });
}
