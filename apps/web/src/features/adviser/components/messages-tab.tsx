import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Card } from '../../../ui/card.tsx';
import { MessageComposer } from '../../../ui/message-composer.tsx';
import { adviserKeys, clientDetailQueryOptions } from '../api.ts';
import { conversationQueryOptions } from '../conversation-api.ts';
import { conversationsKey } from '../conversations-api.ts';
import { useReply } from '../hooks/use-reply.ts';
import { ConversationThread } from './conversation-thread.tsx';

// The conversation with the client. Opening it marks it read for the reader, so the counts elsewhere drop;
// new messages arrive live (the layout refetches this conversation when the client writes). `beforeReply` is what the
// adviser should see before writing (the route gives the household's support needs).
export function MessagesTab({ clientId, beforeReply }: { clientId: number; beforeReply?: ReactNode }) {
  const queryClient = useQueryClient();
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const { data, dataUpdatedAt } = useSuspenseQuery(conversationQueryOptions(clientId));
  const reply = useReply(clientId);
  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    void queryClient.invalidateQueries({ queryKey: adviserKeys.detail(clientId) });
    void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
    void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
    void queryClient.invalidateQueries({ queryKey: conversationsKey });
  }, [dataUpdatedAt, clientId, queryClient]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h2 className="sr-only">Messages with {client.name}</h2>
      <Card className="p-4 sm:p-6">
        <ConversationThread
          messages={data.messages}
          lastViewedAt={data.conversation.last_viewed_at}
          clientName={client.name}
        />
      </Card>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        {beforeReply}
        <MessageComposer label="Reply" recipientName={client.name} send={reply} />
      </Card>
    </div>
  );
}
