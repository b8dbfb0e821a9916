import type { AdviserDashboardResponse } from '@atrium/domain/contract/adviser';
import { useSuspenseQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import {
  CalendarClock,
  ClipboardCheck,
  type LucideIcon,
  MailQuestion,
  MessagesSquare,
  UserCheck,
} from 'lucide-react';
import { type ReactNode, useId } from 'react';
import { Badge } from '../../../ui/badge.tsx';
import { Card } from '../../../ui/card.tsx';
import { formatDate, formatPlainDate } from '../../../ui/date-time.ts';
import { dashboardQueryOptions } from '../api.ts';
import { formatWhen, formatWhenInline, plural } from '../format.ts';

// Each entry is a client (the dashboard's lists carry the client's id and name), leading to their page.
type Item = { key: string; client: { id: number; name: string }; detail: ReactNode; badge?: string | null };

type PanelProps = {
  title: string;
  icon: LucideIcon;
  total: number;
  // More than `total` (the server counted up to its cap: pageTotalCap).
  totalCapped?: boolean;
  empty: string;
  items: Item[];
  to:
    | '/adviser/clients/$clientId'
    | '/adviser/clients/$clientId/fact-find'
    | '/adviser/clients/$clientId/messages'
    | '/adviser/clients/$clientId/risk';
};

const count = new Intl.NumberFormat('en-GB');

function Panel({ title, icon: Icon, total, totalCapped, empty, items, to }: PanelProps) {
  const headingId = useId();
  const more = total - items.length;
  return (
    <Card className="flex flex-col p-5 sm:p-6">
      <section aria-labelledby={headingId}>
        <h2
          id={headingId}
          className="flex items-center gap-3 text-lg font-semibold text-gray-900 dark:text-gray-50"
        >
          <span
            aria-hidden="true"
            className="flex size-9 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-ink dark:bg-gray-800"
          >
            <Icon className="size-5" />
          </span>
          <span>{title}</span>
          <span className="ml-auto rounded-full bg-gray-100 px-2.5 py-0.5 text-sm font-semibold text-gray-800 dark:bg-gray-800 dark:text-gray-200">
            {totalCapped ? `${count.format(total)}+` : total}
          </span>
        </h2>
        {items.length === 0 ? (
          <p className="mt-4 text-sm text-gray-700 dark:text-gray-300">{empty}</p>
        ) : (
          <ul className="mt-3 divide-y divide-gray-200 dark:divide-gray-800">
            {items.map((item) => (
              <li key={item.key} className="flex flex-wrap items-center gap-x-3 gap-y-1 py-2.5">
                <Link
                  to={to}
                  params={{ clientId: String(item.client.id) }}
                  className="font-medium text-primary-ink underline-offset-4 hover:underline"
                >
                  {item.client.name}
                </Link>
                {item.badge ? <Badge tone="bad">{item.badge}</Badge> : null}
                <span className="w-full text-sm text-gray-700 sm:ml-auto sm:w-auto dark:text-gray-300">
                  {item.detail}
                </span>
              </li>
            ))}
          </ul>
        )}
        {more > 0 ? (
          <p className="mt-2 text-sm text-gray-700 dark:text-gray-300">
            and {totalCapped ? `more than ${count.format(more)} more clients` : plural(more, 'more client')}
          </p>
        ) : null}
      </section>
    </Card>
  );
}

// A panel of one of the dashboard's lists: its total, and each item an entry leading to the item's client.
function panel<T extends { client: Item['client'] }>(
  list: { total: number; total_capped?: true; items: T[] },
  {
    entry,
    ...props
  }: Omit<PanelProps, 'total' | 'totalCapped' | 'items'> & { entry: (item: T) => Omit<Item, 'client'> },
): PanelProps {
  return {
    ...props,
    total: list.total,
    totalCapped: list.total_capped === true,
    items: list.items.map((item) => ({ client: item.client, ...entry(item) })),
  };
}

function panels(data: AdviserDashboardResponse): PanelProps[] {
  return [
    panel(data.awaiting_review, {
      title: 'Fact-finds awaiting review',
      icon: ClipboardCheck,
      empty: 'No fact-find is waiting for you.',
      to: '/adviser/clients/$clientId/fact-find',
      entry: (item) => ({
        key: `review-${item.fact_find_id}`,
        detail: `Submitted ${formatWhenInline(item.submitted_at)}`,
      }),
    }),
    panel(data.unread_conversations, {
      title: 'Unread messages',
      icon: MessagesSquare,
      empty: 'You have read every message.',
      to: '/adviser/clients/$clientId/messages',
      entry: (item) => ({
        key: `messages-${item.client.id}`,
        detail: `${plural(item.unread_count, 'unread message')}, latest ${formatWhenInline(item.last_message_at)}`,
      }),
    }),
    panel(data.pending_invitations, {
      title: 'Invitations not accepted',
      icon: MailQuestion,
      empty: 'Every invitation has been accepted.',
      to: '/adviser/clients/$clientId',
      entry: (item) => ({
        key: `invitation-${item.client.id}`,
        badge: item.expired ? 'Expired' : null,
        detail: `Sent ${formatDate(item.sent_at)}, ${item.expired ? 'expired' : 'expires'} ${formatDate(item.expires_at)}`,
      }),
    }),
    panel(data.active_today, {
      title: 'Active today',
      icon: UserCheck,
      empty: 'No client has used the portal today yet.',
      to: '/adviser/clients/$clientId',
      entry: (item) => ({ key: `active-${item.client.id}`, detail: formatWhen(item.last_activity_at) }),
    }),
    panel(data.risk_reviews_due, {
      title: 'Risk profile reviews due',
      icon: CalendarClock,
      empty: 'No risk profile is due for review in the next 30 days.',
      to: '/adviser/clients/$clientId/risk',
      entry: (item) => ({
        key: `risk-review-${item.client.id}`,
        badge: item.overdue ? 'Overdue' : null,
        detail: `${item.overdue ? 'Was due' : 'Due'} ${formatPlainDate(item.review_due_on)}`,
      }),
    }),
  ];
}

// What needs the adviser's attention, each entry leading to the client's page.
export function DashboardPage({ userName }: { userName: string }) {
  const { data } = useSuspenseQuery(dashboardQueryOptions());
  const firstName = userName.trim().split(/\s+/)[0] ?? userName;
  return (
    <div className="space-y-8">
      <header className="space-y-1">
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">Dashboard</h1>
        <p className="text-base text-gray-700 dark:text-gray-300">
          Welcome back, {firstName}. Here is what needs your attention.
        </p>
      </header>
      <div className="grid gap-6 lg:grid-cols-2">
        {panels(data).map((panel) => (
          <Panel key={panel.title} {...panel} />
        ))}
      </div>
    </div>
  );
}
