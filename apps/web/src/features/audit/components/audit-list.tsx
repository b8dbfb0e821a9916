import type { AuditEntry } from '@atrium/domain/contract/audit';

const when = new Intl.DateTimeFormat('en-GB', {
  dateStyle: 'medium',
  timeStyle: 'medium',
  timeZone: 'Europe/London',
});

const show = (value: unknown) => (value === null || value === undefined ? '—' : JSON.stringify(value));

// What happened, in words where the entry is a fact-find change, otherwise the event's recorded data.
function describe(entry: AuditEntry): string {
  if (entry.kind === 'fact-find-change') {
    const { path, old, new: next } = entry.details as { path?: string; old?: unknown; new?: unknown };
    return `${path ?? ''}: ${show(old)} → ${show(next)}`;
  }
  const pairs = Object.entries(entry.details).map(([key, value]) => `${key}: ${JSON.stringify(value)}`);
  return pairs.length > 0 ? pairs.join(', ') : '—';
}

// The entries as a list of rows that stack on a phone.
export function AuditList({ entries }: { entries: AuditEntry[] }) {
  return (
    <ul className="divide-y divide-gray-200 dark:divide-gray-800">
      {entries.map((entry) => (
        <li key={entry.id} className="grid gap-1 p-4 text-sm sm:grid-cols-[11rem_12rem_1fr] sm:gap-4">
          <div className="text-gray-700 dark:text-gray-300">
            <time dateTime={entry.occurred_at}>{when.format(new Date(entry.occurred_at))}</time>
            {entry.ip ? <p className="font-mono text-xs">{entry.ip}</p> : null}
          </div>
          <div className="min-w-0">
            <p className="font-mono text-xs font-semibold break-all text-gray-900 dark:text-gray-50">
              {entry.type}
            </p>
            <p className="text-gray-700 dark:text-gray-300">{entry.user ? entry.user.name : 'System'}</p>
            {entry.client ? (
              <p className="text-gray-700 dark:text-gray-300">Client: {entry.client.name}</p>
            ) : null}
          </div>
          <p className="min-w-0 font-mono text-xs break-words text-gray-800 dark:text-gray-200">
            {describe(entry)}
          </p>
        </li>
      ))}
    </ul>
  );
}
