import { type ReactNode, useId } from 'react';
import { Card } from '../../../ui/card.tsx';

// A titled card of the client page, and its label/value rows.
export function DetailCard({ title, children }: { title: string; children: ReactNode }) {
  const headingId = useId();
  return (
    <Card className="p-5 sm:p-6">
      <section aria-labelledby={headingId} className="space-y-4">
        <h2 id={headingId} className="text-lg font-semibold text-gray-900 dark:text-gray-50">
          {title}
        </h2>
        {children}
      </section>
    </Card>
  );
}

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
