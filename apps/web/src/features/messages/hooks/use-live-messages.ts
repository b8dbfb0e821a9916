import type { MessagesResponse } from '@atrium/domain/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useRealtimeEvent } from '../../../lib/realtime.ts';
import { messagesKey, withMessage } from '../api.ts';

// Keeps the cached conversation current from the realtime channel, wherever the user is in the app.
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  useRealtimeEvent('conversation.updated', ({ message }) => {
    queryClient.setQueryData<MessagesResponse>(messagesKey, (data) => withMessage(data, message));
  });
  // Events sent while the socket was away are never replayed: HTTP catches up on every (re)subscription.
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({ queryKey: messagesKey });
  });
}
