import type { ReactNode } from 'react';

// One titled part of a calendar page (the client's and the adviser's): a region named by its heading.
export function CalendarSection({
  id,
  title,
  children,
}: {
  id: string;
  title: ReactNode;
  children: ReactNode;
}) {
  const headingId = `${id}-heading`;
  return (
    <section aria-labelledby={headingId} className="space-y-3">
      <h2 id={headingId} className="text-lg font-semibold text-gray-950 dark:text-white">
        {title}
      </h2>
      {children}
    </section>
  );
}
