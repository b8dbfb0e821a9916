import { useSuspenseQuery } from '@tanstack/react-query';
import { Card } from '../../../ui/card.tsx';
import { MessageComposer } from '../../../ui/message-composer.tsx';
import { messagesQueryOptions } from '../api.ts';
import { useMarkReadOnView } from '../hooks/use-mark-read-on-view.ts';
import { useSendMessage } from '../hooks/use-send-message.ts';
import { MessageList } from './message-list.tsx';

// The client's conversation with their adviser (or, without one, with the firm).
export function MessagesPage({ adviserName, firmName }: { adviserName: string; firmName: string }) {
  const { data } = useSuspenseQuery(messagesQueryOptions());
  useMarkReadOnView(data);
  const otherName = adviserName || firmName;
  const send = useSendMessage();
  return (
    <div className="mx-auto flex max-w-3xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Messages</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          Your secure conversation with {adviserName ? <strong>{adviserName}</strong> : firmName}
          {adviserName ? ', your adviser' : null}.
        </p>
      </header>
      <Card className="p-4 sm:p-6">
        <MessageList messages={data.messages} otherName={otherName} />
      </Card>
      <Card className="p-4 sm:p-6">
        <MessageComposer label="Message" recipientName={otherName} send={send} />
      </Card>
    </div>
  );
}
