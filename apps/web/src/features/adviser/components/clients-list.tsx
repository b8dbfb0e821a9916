import type { ClientListItem } from '@atrium/domain/contract/adviser';
import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { Badge, FactFindStatusBadge } from '../../../ui/badge.tsx';
import { ColumnHeadings, columnRowClasses } from '../../../ui/column-list.tsx';
import { formatWhen } from '../format.ts';
import { InvitationActions } from './invitation-actions.tsx';
import { PortalStatusBadge } from './portal-status-badge.tsx';

const columns = 'md:grid md:grid-cols-[minmax(0,2.4fr)_minmax(0,1.1fr)_minmax(0,1.1fr)_minmax(0,1.3fr)_6rem]';

function Cell({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="flex items-center justify-between gap-3 md:block">
      <dt className="text-sm text-gray-600 md:sr-only dark:text-gray-400">{label}</dt>
      <dd className="text-sm text-gray-800 dark:text-gray-200">{children}</dd>
    </div>
  );
}

function ClientRow({ client, showAdviser }: { client: ClientListItem; showAdviser: boolean }) {
  return (
    <li className={`space-y-3 ${columnRowClasses(columns)}`}>
      <div className="min-w-0">
        <Link
          to="/adviser/clients/$clientId"
          params={{ clientId: String(client.id) }}
          className="font-semibold text-primary-ink underline-offset-4 hover:underline"
        >
          {client.name}
        </Link>
        {client.joint_name ? (
          <span className="text-sm text-gray-700 dark:text-gray-300"> and {client.joint_name}</span>
        ) : null}
        <p className="truncate text-sm text-gray-700 dark:text-gray-300">{client.email}</p>
        {showAdviser ? (
          <p className="text-sm text-gray-700 dark:text-gray-300">
            Adviser: {client.adviser?.name ?? 'none yet'}
          </p>
        ) : null}
        <div className="mt-2 empty:hidden">
          <InvitationActions client={client} />
        </div>
      </div>
      <dl className="space-y-2 md:col-span-4 md:grid md:grid-cols-subgrid md:items-center md:space-y-0">
        <Cell label="Fact-find">
          <FactFindStatusBadge status={client.status} />
        </Cell>
        <Cell label="Portal">
          <PortalStatusBadge status={client.portal_status} />
        </Cell>
        <Cell label="Last activity">
          {client.last_activity_at ? (
            <time dateTime={client.last_activity_at}>{formatWhen(client.last_activity_at)}</time>
          ) : (
            'Never'
          )}
        </Cell>
        <Cell label="Unread messages">
          {client.unread_count > 0 ? <Badge tone="bad">{String(client.unread_count)}</Badge> : 'None'}
        </Cell>
      </dl>
    </li>
  );
}

// One row per client; from md up the rows line up in columns under a header. An admin sees every adviser's
// clients, so each row names the adviser too.
export function ClientsList({
  clients,
  showAdviser = false,
}: {
  clients: ClientListItem[];
  showAdviser?: boolean;
}) {
  return (
    <div>
      <ColumnHeadings
        columns={columns}
        headings={['Client', 'Fact-find', 'Portal', 'Last activity', 'Unread']}
      />
      <ul aria-label="Clients" className="divide-y divide-gray-200 dark:divide-gray-800">
        {clients.map((client) => (
          <ClientRow key={client.id} client={client} showAdviser={showAdviser} />
        ))}
      </ul>
    </div>
  );
}
