import type { MessagesResponse } from '@atrium/domain/contract/messages';
import { useQueryClient } from '@tanstack/react-query';
import { useRouter } from '@tanstack/react-router';
import { useRealtimeEvent } from '../../../lib/realtime-events.ts';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { messagesKey, withMessage } from '../api.ts';

// The page that shows the conversation: a new message there needs no toast, it appears in place.
const conversationPath = '/messages';

// Keeps the cached conversation current from the realtime channel, wherever the user is in the app, and tells the
// client of each new message from the firm with a toast on any other page (the bell also holds it: the server
// makes its notification whether or not the client is online, features/messages in the server).
export function useLiveMessages(): void {
  const queryClient = useQueryClient();
  const router = useRouter();
  useRealtimeEvent('conversation.updated', ({ message }) => {
    const isNew = !queryClient
      .getQueryData<MessagesResponse>(messagesKey)
      ?.messages.some((existing) => existing.id === message.id);
    queryClient.setQueryData<MessagesResponse>(messagesKey, (data) => withMessage(data, message));
    const path = router.state.location.pathname;
    const isOnConversation = path === conversationPath || path.startsWith(`${conversationPath}/`);
    if (isNew && !message.sender.is_me && !isOnConversation) {
      addToast({ description: `New message from ${message.sender.name}`, isInfo: true });
    }
  });
  // Events sent while the socket was away are never replayed: HTTP catches up on every (re)subscription.
  useRealtimeEvent('subscribed', () => {
    void queryClient.invalidateQueries({ queryKey: messagesKey });
  });
}
