import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { MessagesSquare } from 'lucide-react';
import { Badge } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import { formatDateTime } from '../../../ui/date-time.ts';
import { conversationsQueryOptions } from '../adviser-api.ts';

// Every client conversation the adviser can reach, newest message first, each leading to that client's
// Messages tab (where opening it marks it read).
export function AdviserConversationsPage() {
  const { data: conversations } = useSuspenseQuery(conversationsQueryOptions());
  const unread = conversations.reduce((sum, conversation) => sum + conversation.unread_count, 0);
  return (
    <div className="mx-auto flex max-w-4xl flex-col gap-6">
      <header>
        <h1 className="text-2xl font-semibold text-gray-950 dark:text-white">Messages</h1>
        <p className="mt-1 text-sm text-gray-700 dark:text-gray-300">
          {unread === 0
            ? 'No unread messages.'
            : `${unread} unread ${unread === 1 ? 'message' : 'messages'}.`}
        </p>
      </header>
      <Card className="p-4 sm:p-6">
        {conversations.length === 0 ? (
          <div className="flex flex-col items-center gap-2 py-6 text-center">
            <MessagesSquare aria-hidden="true" className="size-8 text-gray-500" />
            <p className="font-medium text-gray-900 dark:text-gray-100">No conversations yet</p>
            <p className="max-w-md text-sm text-gray-700 dark:text-gray-300">
              When a client writes to you, or you write to them from their page, the conversation appears
              here.
            </p>
          </div>
        ) : (
          <ul aria-label="Conversations" className="divide-y divide-gray-200 dark:divide-gray-800">
            {conversations.map((conversation) => (
              <li key={conversation.client.id}>
                <Link
                  to="/adviser/clients/$clientId/messages"
                  params={{ clientId: String(conversation.client.id) }}
                  className="flex flex-wrap items-start gap-x-4 gap-y-1 rounded-lg px-2 py-3 hover:bg-gray-50 dark:hover:bg-gray-800"
                >
                  {/* Named by what it shows (WCAG 2.5.3): the client, the unread count, the last message. */}
                  <span className="min-w-0 flex-1 basis-56">
                    <span className="flex items-center gap-2 font-medium text-gray-950 dark:text-white">
                      {conversation.client.name}{' '}
                      {conversation.unread_count > 0 ? (
                        <Badge tone="attention">{`${conversation.unread_count} unread`}</Badge>
                      ) : null}
                    </span>{' '}
                    <span className="mt-0.5 block truncate text-sm text-gray-700 dark:text-gray-300">
                      {conversation.last_message
                        ? `${conversation.last_message.sender.is_me ? 'You: ' : ''}${conversation.last_message.body}`
                        : 'No messages yet'}
                    </span>
                  </span>{' '}
                  {conversation.last_message ? (
                    <time
                      dateTime={conversation.last_message.createdAt}
                      className="text-sm whitespace-nowrap text-gray-700 dark:text-gray-300"
                    >
                      {formatDateTime(conversation.last_message.createdAt)}
                    </time>
                  ) : null}
                </Link>
              </li>
            ))}
          </ul>
        )}
      </Card>
    </div>
  );
}
