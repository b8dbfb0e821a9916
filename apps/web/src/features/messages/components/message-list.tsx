import { isUnread, type Message } from '@atrium/domain/contract/messages';
import { useEffect, useRef } from 'react';
import { cx } from '../../../ui/cx.ts';
import { formatDateTime } from '../../../ui/date-time.ts';

type Props = {
  messages: readonly Message[];
  otherName: string;
  // Which messages are from the reader's side, on the right: the client's own, or for staff everything the firm wrote.
  isOurs?: (message: Message) => boolean;
  // Staff: what others wrote since this moment is marked new.
  lastViewedAt?: string | null;
};

const ownMessage = (message: Message) => message.sender.is_me;

// Oldest first, newest at the bottom, for the client's messages and the staff's conversation with a household alike.
// role="log" lets screen readers announce arrivals politely.
export function MessageList({ messages, otherName, isOurs = ownMessage, lastViewedAt }: Props) {
  const endRef = useRef<HTMLLIElement>(null);
  const lastId = messages.at(-1)?.id;
  useEffect(() => {
    if (lastId !== undefined) endRef.current?.scrollIntoView?.({ block: 'end' });
  }, [lastId]);

  if (messages.length === 0) {
    return (
      <p className="py-10 text-center text-sm text-gray-700 dark:text-gray-300">
        No messages yet. Write to {otherName} below.
      </p>
    );
  }
  const firstNew =
    lastViewedAt === undefined
      ? undefined
      : messages.find((message) => !message.sender.is_me && isUnread(message, lastViewedAt))?.id;
  return (
    // The log wraps the list: role="log" on the <ol> itself would take its list semantics away.
    <div role="log" aria-label="Conversation">
      <ol className="flex flex-col gap-4">
        {messages.map((message, index) => {
          const isMine = message.sender.is_me;
          const ours = isOurs(message);
          return (
            <li
              key={message.id}
              ref={index === messages.length - 1 ? endRef : undefined}
              className={cx('flex flex-col gap-1', ours ? 'items-end' : 'items-start')}
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
                  ours
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
