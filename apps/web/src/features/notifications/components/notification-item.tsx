import type { Notification } from '@atrium/domain/contract/notifications';
import { Link } from '@tanstack/react-router';
import { Check } from 'lucide-react';
import { formatDateTime } from '../../../ui/date-time.ts';

// onRead: absent for a notification already read (the bell's "Earlier"), which has nothing to mark.
type Props = { notification: Notification; onRead?: (id: string) => void; onFollow: () => void };

export function NotificationItem({ notification, onRead, onFollow }: Props) {
  const { title, body, link } = notification.data;
  const isRead = notification.read_at !== null || !onRead;
  return (
    <li className="flex items-start gap-2 rounded-lg px-2 py-2.5 hover:bg-gray-50 dark:hover:bg-gray-800/60">
      <div className="min-w-0 flex-1">
        <p
          className={
            isRead
              ? 'text-sm font-medium text-gray-700 dark:text-gray-300'
              : 'text-sm font-semibold text-gray-900 dark:text-gray-50'
          }
        >
          {link ? (
            <Link
              to={link}
              onClick={() => {
                if (!isRead) onRead?.(notification.id);
                onFollow();
              }}
              className="underline-offset-2 hover:underline focus-visible:outline-2 focus-visible:outline-primary-ink"
            >
              {title}
            </Link>
          ) : (
            title
          )}
        </p>
        <p className="mt-0.5 text-sm break-words text-gray-700 dark:text-gray-300">{body}</p>
        <p className="mt-1 text-xs text-gray-600 dark:text-gray-400">
          <time dateTime={notification.created_at}>{formatDateTime(notification.created_at)}</time>
        </p>
      </div>
      {isRead ? null : (
        <button
          type="button"
          onClick={() => onRead?.(notification.id)}
          aria-label={`Mark “${title}” as read`}
          title="Mark as read"
          className="inline-flex size-9 shrink-0 items-center justify-center rounded-lg text-gray-700 hover:bg-gray-200 focus-visible:outline-2 focus-visible:outline-primary-ink dark:text-gray-300 dark:hover:bg-gray-700"
        >
          <Check aria-hidden="true" className="size-4" />
        </button>
      )}
    </li>
  );
}
