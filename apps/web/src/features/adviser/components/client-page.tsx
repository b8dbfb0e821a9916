import { useSuspenseQuery } from '@tanstack/react-query';
import { Link, useRouterState } from '@tanstack/react-router';
import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { FactFindStatusBadge } from '../../../ui/badge.tsx';
import { clientDetailQueryOptions } from '../api.ts';
import { ClientTabs, tabId, tabOfPath, tabPanelId } from './client-tabs.tsx';
import { PortalStatusBadge } from './portal-status-badge.tsx';

// One client: who they are at a glance, then the tabs (each tab is its own address under the client's).
export function ClientPage({ clientId, children }: { clientId: number; children: ReactNode }) {
  const { data: client } = useSuspenseQuery(clientDetailQueryOptions(clientId));
  const active = tabOfPath(useRouterState({ select: (state) => state.location.pathname }));
  return (
    <div className="space-y-6">
      <Link
        to="/adviser/clients"
        className="inline-flex min-h-10 items-center gap-1.5 text-sm font-medium text-primary-ink underline-offset-4 hover:underline"
      >
        <ArrowLeft aria-hidden="true" className="size-4" />
        All clients
      </Link>
      <header className="space-y-2">
        <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">
          {client.name}
        </h1>
        <div className="flex flex-wrap items-center gap-x-3 gap-y-2 text-sm text-gray-700 dark:text-gray-300">
          {client.joint ? <span>Joint with {client.joint.name}</span> : null}
          <span className="inline-flex items-center gap-1.5">
            Fact-find <FactFindStatusBadge status={client.fact_find?.status ?? 'not-started'} />
          </span>
          <span className="inline-flex items-center gap-1.5">
            Portal <PortalStatusBadge status={client.portal.status} />
          </span>
        </div>
      </header>
      <ClientTabs clientId={client.id} active={active} unreadCount={client.unread_count} />
      <div id={tabPanelId} role="tabpanel" aria-labelledby={tabId(active)}>
        {children}
      </div>
    </div>
  );
}
