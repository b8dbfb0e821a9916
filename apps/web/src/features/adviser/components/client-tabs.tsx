import { Link, useNavigate } from '@tanstack/react-router';
import { type KeyboardEvent, useRef } from 'react';
import { useSession } from '../../../lib/session.ts';
import { cx } from '../../../ui/cx.ts';

export const clientTabs = [
  { slug: 'overview', label: 'Overview', to: '/adviser/clients/$clientId' },
  { slug: 'fact-find', label: 'Fact-find', to: '/adviser/clients/$clientId/fact-find' },
  { slug: 'messages', label: 'Messages', to: '/adviser/clients/$clientId/messages' },
  { slug: 'notifications', label: 'Notifications', to: '/adviser/clients/$clientId/notifications' },
  { slug: 'documents', label: 'Documents and links', to: '/adviser/clients/$clientId/documents' },
  // Documents sent for signature, their evidence and sealed copies (features/signatures).
  { slug: 'signatures', label: 'Signatures', to: '/adviser/clients/$clientId/signatures' },
  { slug: 'risk', label: 'Risk', to: '/adviser/clients/$clientId/risk' },
  { slug: 'portfolio', label: 'Portfolio', to: '/adviser/clients/$clientId/portfolio' },
  // The client's cashflow forecast and saved scenarios (features/forecast).
  { slug: 'forecast', label: 'Forecast', to: '/adviser/clients/$clientId/forecast' },
  // Admins only.
  {
    slug: 'permissions',
    label: 'Permissions',
    to: '/adviser/clients/$clientId/permissions',
    isAdminOnly: true,
  },
  // Admins only (features/data-rights).
  {
    slug: 'data-rights',
    label: 'Data rights',
    to: '/adviser/clients/$clientId/data-rights',
    isAdminOnly: true,
  },
] as const;
export type ClientTab = (typeof clientTabs)[number]['slug'];

export const tabId = (slug: ClientTab) => `client-tab-${slug}`;
export const tabPanelId = 'client-tab-panel';

// The tab a path shows: its last segment after the client's id, or the overview.
export function tabOfPath(pathname: string): ClientTab {
  const last = pathname.replace(/\/+$/, '').split('/').at(-1);
  return clientTabs.find((tab) => tab.slug === last)?.slug ?? 'overview';
}

type Props = { clientId: number; active: ClientTab; unreadCount: number };

// WAI-ARIA tabs whose tabs are links: each tab is an address, arrows move between tabs and open them
// (automatic activation), Home and End jump to the ends; only the open tab is in the Tab order.
export function ClientTabs({ clientId, active, unreadCount }: Props) {
  const navigate = useNavigate();
  const isAdmin = useSession().user?.role === 'admin';
  const tabs = clientTabs.filter((tab) => isAdmin || !('isAdminOnly' in tab));
  const refs = useRef(new Map<ClientTab, HTMLAnchorElement>());
  const params = { clientId: String(clientId) };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const index = tabs.findIndex((tab) => tab.slug === active);
    const moves: Record<string, number> = {
      ArrowRight: (index + 1) % tabs.length,
      ArrowLeft: (index - 1 + tabs.length) % tabs.length,
      Home: 0,
      End: tabs.length - 1,
    };
    const next = tabs[moves[event.key] ?? -1];
    if (!next) return;
    event.preventDefault();
    refs.current.get(next.slug)?.focus();
    void navigate({ to: next.to, params });
  };

  return (
    <div
      role="tablist"
      aria-label="Client"
      onKeyDown={onKeyDown}
      className="flex flex-wrap gap-x-1 border-b border-gray-300 dark:border-gray-700"
    >
      {tabs.map((tab) => {
        const isActive = tab.slug === active;
        const label =
          tab.slug === 'messages' && unreadCount > 0 ? `${tab.label} (${unreadCount} unread)` : tab.label;
        return (
          <Link
            key={tab.slug}
            ref={(element) => {
              if (element) refs.current.set(tab.slug, element);
              else refs.current.delete(tab.slug);
            }}
            to={tab.to}
            params={params}
            id={tabId(tab.slug)}
            role="tab"
            aria-selected={isActive}
            aria-controls={isActive ? tabPanelId : undefined}
            tabIndex={isActive ? 0 : -1}
            className={cx(
              '-mb-px inline-flex min-h-11 shrink-0 items-center border-b-2 px-3 text-sm font-medium whitespace-nowrap',
              isActive
                ? 'border-primary-ink text-primary-ink'
                : 'border-transparent text-gray-700 hover:border-gray-400 hover:text-gray-950 dark:text-gray-300 dark:hover:text-white',
            )}
          >
            {label}
          </Link>
        );
      })}
    </div>
  );
}
