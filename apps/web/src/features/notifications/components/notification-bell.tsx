import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { Popover } from 'radix-ui';
import { useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { cx } from '../../../ui/cx.ts';
import { earlierNotificationsQueryOptions, notificationsQueryOptions } from '../api.ts';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { NotificationItem } from './notification-item.tsx';

// The header's bell (spec §4): the unread count is the length of the unread list.
export function NotificationBell() {
  const [isOpen, setOpen] = useState(false);
  const contentRef = useRef<HTMLDivElement>(null);
  const { data } = useQuery(notificationsQueryOptions());
  const { markOne, markAll } = useNotificationActions();
  const unread = data?.data ?? [];
  const count = unread.length;
  // Read notifications stay under "Earlier", fetched when the panel opens.
  const earlierQuery = useQuery({ ...earlierNotificationsQueryOptions(), enabled: isOpen });
  const earlier = (earlierQuery.data?.data ?? []).filter(
    (notification) => !unread.some((candidate) => candidate.id === notification.id),
  );

  // The item under focus disappears when marked read: keep focus inside the panel.
  const readOne = (id: string) => {
    markOne(id);
    contentRef.current?.focus();
  };

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger
        // WCAG 2.5.3: the name holds the badge's text as shown ("99+" past 99).
        aria-label={count > 0 ? `Notifications, ${count > 99 ? '99+' : count} unread` : 'Notifications'}
        className={cx(
          'relative inline-flex size-10 items-center justify-center rounded-full text-gray-700 hover:bg-gray-100',
          'focus-visible:outline-2 focus-visible:outline-primary-ink dark:text-gray-300 dark:hover:bg-gray-800',
        )}
      >
        <Bell aria-hidden="true" className="size-5" />
        {count > 0 ? (
          <span
            aria-hidden="true"
            className="absolute -top-0.5 -right-0.5 flex h-5 min-w-5 items-center justify-center rounded-full bg-red-700 px-1 text-xs font-semibold text-white"
          >
            {count > 99 ? '99+' : count}
          </span>
        ) : null}
      </Popover.Trigger>
      <Popover.Portal>
        <Popover.Content
          ref={contentRef}
          tabIndex={-1}
          align="end"
          sideOffset={8}
          aria-labelledby="notifications-heading"
          className="z-50 w-[min(24rem,calc(100vw-1.5rem))] rounded-xl border border-gray-200 bg-white p-2 shadow-lg outline-none dark:border-gray-700 dark:bg-gray-900"
        >
          <div className="flex items-center justify-between gap-2 px-2 py-1.5">
            <h2 id="notifications-heading" className="text-sm font-semibold text-gray-950 dark:text-white">
              Notifications
            </h2>
            {count > 0 ? (
              <Button variant="ghost" size="sm" onClick={() => markAll()}>
                Mark all as read
              </Button>
            ) : null}
          </div>
          <div className="max-h-[60vh] overflow-y-auto">
            {count === 0 ? (
              <p className="px-2 py-6 text-center text-sm text-gray-600 dark:text-gray-400">
                You’re all caught up.
              </p>
            ) : (
              <ul aria-label="Unread notifications">
                {unread.map((notification) => (
                  <NotificationItem
                    key={notification.id}
                    notification={notification}
                    onRead={readOne}
                    onFollow={() => setOpen(false)}
                  />
                ))}
              </ul>
            )}
            {earlier.length > 0 ? (
              <section
                aria-labelledby="notifications-earlier-heading"
                className="mt-1 border-t border-gray-200 pt-1 dark:border-gray-700"
              >
                <h3
                  id="notifications-earlier-heading"
                  className="px-2 py-1.5 text-xs font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400"
                >
                  Earlier
                </h3>
                <ul aria-label="Earlier notifications">
                  {earlier.map((notification) => (
                    <NotificationItem
                      key={notification.id}
                      notification={notification}
                      onFollow={() => setOpen(false)}
                    />
                  ))}
                </ul>
              </section>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
