import type { Notification } from '@atrium/domain/contract/notifications';
import { useQuery } from '@tanstack/react-query';
import { Popover } from 'radix-ui';
import { type ButtonHTMLAttributes, type ReactElement, useRef, useState } from 'react';
import { Button } from '../../../ui/button.tsx';
import { earlierNotificationsQueryOptions, notificationsQueryOptions } from '../api.ts';
import { useNotificationActions } from '../hooks/use-notification-actions.ts';
import { NotificationItem } from './notification-item.tsx';

type NotificationPanelProps = {
  // The button notification-bell.tsx shows before this module is loaded.
  trigger: ReactElement<ButtonHTMLAttributes<HTMLButtonElement>>;
  defaultOpen: boolean;
};

// The bell's panel, loaded when the person reaches for the bell (notification-bell.tsx, ui/on-demand-popup.tsx).
export function NotificationPanel({ trigger, defaultOpen }: NotificationPanelProps) {
  const [isOpen, setOpen] = useState(defaultOpen);
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

  // A list of the panel's notifications; following one closes the panel. Only unread ones have onRead.
  const listOf = (label: string, items: readonly Notification[], onRead?: (id: string) => void) => (
    <ul aria-label={label}>
      {items.map((notification) => (
        <NotificationItem
          key={notification.id}
          notification={notification}
          onRead={onRead}
          onFollow={() => setOpen(false)}
        />
      ))}
    </ul>
  );

  return (
    <Popover.Root open={isOpen} onOpenChange={setOpen}>
      <Popover.Trigger asChild>{trigger}</Popover.Trigger>
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
              listOf('Unread notifications', unread, readOne)
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
                {listOf('Earlier notifications', earlier)}
              </section>
            ) : null}
          </div>
        </Popover.Content>
      </Popover.Portal>
    </Popover.Root>
  );
}
