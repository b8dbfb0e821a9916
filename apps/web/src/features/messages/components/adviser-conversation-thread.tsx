import { isUnread, type Message } from '@atrium/domain/contract/messages';
import { useEffect, useRef } from 'react';
import { cx } from '../../../ui/cx.ts';
import { formatDateTime } from '../../../ui/date-time.ts';

type Props = { messages: readonly Message[]; lastViewedAt: string | null; clientName: string };

// Oldest first; what the client wrote since the reader last looked is marked new. role="log" announces arrivals.
export function AdviserConversationThread({ messages, lastViewedAt, clientName }: Props) {
  const endRef = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId !== undefined) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);
  if (messages.length === 0)
    return (
      <p className="py-10 text-center text-sm text-gray-700 dark:text-gray-300">
        No messages yet. Write to {clientName} below.
      </p>
    );
  const firstNew = messages.find((message) => !message.sender.is_me && isUnread(message, lastViewedAt))?.id;
  return (
    <div role="log" aria-label="Conversation">
      <ol className="flex flex-col gap-4">
        {messages.map((message, index) => {
          const isMine = message.sender.is_me;
          const isClient = message.sender.role === 'client';
          return (
            <li
              key={message.id}
              ref={index === messages.length - 1 ? endRef : undefined}
              className={cx('flex flex-col gap-1', isClient ? 'items-start' : 'items-end')}
            >
              {message.id === firstNew ? (
                <p className="mb-2 flex w-full items-center gap-3 text-xs font-semibold tracking-wide text-red-700 uppercase dark:text-red-300">
                  <span aria-hidden="true" className="h-px flex-1 bg-red-700/40 dark:bg-red-300/40" />
                  New since you last looked
                  <span aria-hidden="true" className="h-px flex-1 bg-red-700/40 dark:bg-red-300/40" />
                </p>
              ) : null}
              <p className="text-xs text-gray-700 dark:text-gray-300">
                <span className="font-semibold text-gray-900 dark:text-gray-100">
                  {isMine ? 'You' : message.sender.name}
                </span>
                {' · '}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p
                className={cx(
                  'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
                  isClient
                    ? 'rounded-bl-sm border border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100'
                    : 'rounded-br-sm bg-primary-action text-primary-on-action',
                )}
              >
                {message.body}
              </p>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
