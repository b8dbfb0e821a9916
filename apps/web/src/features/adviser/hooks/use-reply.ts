import type { MessagesResponse } from '@atrium/domain/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { adviserKeys } from '../api.ts';
import { conversationKey, sendClientMessage, withMessage } from '../conversation-api.ts';

export function useReply(clientId: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendClientMessage(clientId, message),
    onSuccess: (response) => {
      const sent = response.messages[0];
      if (sent)
        queryClient.setQueryData<MessagesResponse>(conversationKey(clientId), (data) =>
          withMessage(data, sent),
        );
      // Replying counts as reading: the unread counts elsewhere drop.
      void queryClient.invalidateQueries({ queryKey: adviserKeys.detail(clientId) });
      void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
      void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
    },
  });
}
