import type { MessagesResponse } from '@atrium/domain/contract/messages';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { clientConversationKey, sendClientMessage } from '../adviser-api.ts';
import { withMessage } from '../api.ts';

// The adviser's reply joins the conversation at once. Replying counts as reading: onRead refreshes the counts
// elsewhere (the client's record and the lists, which the route knows).
export function useAdviserReply(clientId: number, onRead: () => unknown) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (message: string) => sendClientMessage(clientId, message),
    onSuccess: (response) => {
      const sent = response.messages[0];
      if (sent)
        queryClient.setQueryData<MessagesResponse>(clientConversationKey(clientId), (data) =>
          withMessage(data, sent),
        );
      void onRead();
    },
  });
}
