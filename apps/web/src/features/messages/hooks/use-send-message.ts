import type { MessagesResponse } from '@atrium/domain/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { messagesKey, sendMessage, withLastViewedAt, withMessage } from '../api.ts';

export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    // Sending appends the returned first message and updates last_viewed_at.
    onSuccess: (response) => {
      queryClient.setQueryData<MessagesResponse>(messagesKey, (data) => {
        const sent = response.messages[0];
        const appended = sent ? withMessage(data, sent) : data;
        return withLastViewedAt(appended, response.conversation.last_viewed_at ?? new Date().toISOString());
      });
    },
  });
}
