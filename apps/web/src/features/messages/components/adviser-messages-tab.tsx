import { useQueryClient, useSuspenseQuery } from '@tanstack/react-query';
import { type ReactNode, useEffect } from 'react';
import { Card } from '../../../ui/card.tsx';
import { MessageComposer } from '../../../ui/message-composer.tsx';
import { clientConversationQueryOptions, conversationsKey } from '../adviser-api.ts';
import { useAdviserReply } from '../hooks/use-adviser-reply.ts';
import { AdviserConversationThread } from './adviser-conversation-thread.tsx';

// The conversation with the client. Opening it marks it read for the reader, so the counts elsewhere drop;
// new messages arrive live (the layout refetches this conversation when the client writes). `beforeReply` is what the
// adviser should see before writing (the route gives the household's support needs); `onRead` refreshes what the
// route knows shows the counts (the client's record and the lists).
type Props = { clientId: number; clientName: string; beforeReply?: ReactNode; onRead: () => unknown };

export function AdviserMessagesTab({ clientId, clientName, beforeReply, onRead }: Props) {
  const queryClient = useQueryClient();
  const { data, dataUpdatedAt } = useSuspenseQuery(clientConversationQueryOptions(clientId));
  const reply = useAdviserReply(clientId, onRead);
  useEffect(() => {
    if (dataUpdatedAt === 0) return;
    void onRead();
    void queryClient.invalidateQueries({ queryKey: conversationsKey });
  }, [dataUpdatedAt, onRead, queryClient]);
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <h2 className="sr-only">Messages with {clientName}</h2>
      <Card className="p-4 sm:p-6">
        <AdviserConversationThread
          messages={data.messages}
          lastViewedAt={data.conversation.last_viewed_at}
          clientName={clientName}
        />
      </Card>
      <Card className="flex flex-col gap-4 p-4 sm:p-6">
        {beforeReply}
        <MessageComposer label="Reply" recipientName={clientName} send={reply} />
      </Card>
    </div>
  );
}
