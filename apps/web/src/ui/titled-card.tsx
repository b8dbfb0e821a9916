import type { ReactNode } from 'react';
import { Card } from './card.tsx';
import { cx } from './cx.ts';

type Props = { title: ReactNode; lead?: ReactNode; className?: string; children: ReactNode };

// A page that is one card (log in, register, a password reset, an invitation, the second factor): the page's
// heading, then (lead) what the page is for, then the rest.
export function TitledCard({ title, lead, className, children }: Props) {
  return (
    <Card className={cx('p-6 sm:p-8', className)}>
      <h1 className="text-2xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">{title}</h1>
      {lead === undefined ? null : (
        <p className="mt-1.5 mb-6 text-sm text-gray-600 dark:text-gray-400">{lead}</p>
      )}
      {children}
    </Card>
  );
}
