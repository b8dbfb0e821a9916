import { CircleAlert } from 'lucide-react';
import type { ReactNode } from 'react';

// An error that belongs to a form or a page; role=alert so it is announced the moment it appears.
export function ErrorAlert({ children }: { children: ReactNode }) {
  return (
    <div
      role="alert"
      className="flex gap-3 rounded-lg border border-red-200 bg-red-50 p-3 text-sm text-red-800 dark:border-red-800 dark:bg-red-950 dark:text-red-200"
    >
      <CircleAlert aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
      <div className="font-medium">{children}</div>
    </div>
  );
}
