import { countUnread, type MessagesResponse } from '@atrium/domain/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { markAllMessagesRead, messagesKey, withLastViewedAt } from '../api.ts';

// While the conversation is on screen, anything unread in it is read: on arrival and as messages come in.
export function useMarkReadOnView(data: MessagesResponse): void {
  const queryClient = useQueryClient();
  const { mutate, isPending } = useMutation({
    mutationFn: markAllMessagesRead,
    // last_viewed_at becomes the value the server returns.
    onSuccess: ({ last_viewed_at }) => {
      queryClient.setQueryData<MessagesResponse>(messagesKey, (current) =>
        withLastViewedAt(current, last_viewed_at),
      );
      // The server reads the conversation's bell entry with it: the bell (features/notifications, keyed
      // 'notifications') fetches its lists again.
      void queryClient.invalidateQueries({ queryKey: ['notifications'] });
    },
  });
  const unread = countUnread(data.messages, data.conversation.last_viewed_at);
  useEffect(() => {
    if (unread > 0 && !isPending) mutate();
  }, [unread, isPending, mutate]);
}
