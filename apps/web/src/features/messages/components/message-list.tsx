import type { Message } from '@atrium/domain/contract/messages';
import { useEffect, useRef } from 'react';
import { cx } from '../../../ui/cx.ts';
import { formatDateTime } from '../../../ui/date-time.ts';

type Props = { messages: readonly Message[]; otherName: string };

// Oldest first, newest at the bottom. role="log" lets screen readers announce arrivals politely.
export function MessageList({ messages, otherName }: Props) {
  const endRef = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId !== undefined) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (messages.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-gray-600 dark:text-gray-400">
        No messages yet. Write to {otherName} below.
      </p>
    );
  }
  return (
    // The log wraps the list: role="log" on the <ol> itself would take its list semantics away.
    <div role="log" aria-label="Conversation">
      <ol className="flex flex-col gap-4">
        {messages.map((message, index) => {
          const isMine = message.sender.is_me;
          return (
            <li
              key={message.id}
              ref={index === messages.length - 1 ? endRef : undefined}
              className={cx('flex flex-col gap-1', isMine ? 'items-end' : 'items-start')}
            >
              <p className="text-xs text-gray-600 dark:text-gray-400">
                <span className="font-semibold text-gray-800 dark:text-gray-200">
                  {isMine ? 'You' : message.sender.name}
                </span>
                {' · '}
                <time dateTime={message.createdAt}>{formatDateTime(message.createdAt)}</time>
              </p>
              <p
                className={cx(
                  'max-w-[85%] rounded-2xl px-4 py-2.5 text-sm break-words whitespace-pre-wrap sm:max-w-[70%]',
                  isMine
                    ? 'rounded-br-sm bg-primary-action text-primary-on-action'
                    : 'rounded-bl-sm border border-gray-200 bg-white text-gray-900 dark:border-gray-700 dark:bg-gray-800 dark:text-gray-100',
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
