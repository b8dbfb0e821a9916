import { useQuery } from '@tanstack/react-query';
import { Bell } from 'lucide-react';
import { cx } from '../../../ui/cx.ts';
import { OnDemandPopup, onDemand } from '../../../ui/on-demand-popup.tsx';
import { notificationsQueryOptions } from '../api.ts';

const panel = onDemand(() => import('./notification-panel.tsx'));

// The header's bell: the unread count is the length of the unread list. The panel's code is fetched
// when the bell is reached for.
export function NotificationBell() {
  const { data } = useQuery(notificationsQueryOptions());
  const count = data?.data.length ?? 0;
  const trigger = (
    <button
      type="button"
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
    </button>
  );
  return (
    <OnDemandPopup source={panel} popup="dialog" trigger={trigger}>
      {({ NotificationPanel }, defaultOpen) => (
        <NotificationPanel trigger={trigger} defaultOpen={defaultOpen} />
      )}
    </OnDemandPopup>
  );
}
