import type { ReactNode } from 'react';

// The label/value rows of a section of the client page (ui/section-card.tsx).
export function Details({ rows }: { rows: [string, ReactNode][] }) {
  return (
    <dl className="divide-y divide-gray-200 dark:divide-gray-800">
      {rows.map(([label, value]) => (
        <div key={label} className="grid gap-1 py-2.5 sm:grid-cols-[minmax(0,2fr)_minmax(0,3fr)] sm:gap-4">
          <dt className="text-sm text-gray-600 dark:text-gray-400">{label}</dt>
          <dd className="text-sm font-medium break-words text-gray-900 dark:text-gray-50">{value}</dd>
        </div>
      ))}
    </dl>
  );
}
