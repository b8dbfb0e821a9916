import type { ReactNode } from 'react';
import { Card } from '../../../ui/card.tsx';
import { cx } from '../../../ui/cx.ts';

// A forecast screen's panel: a section named by its heading, drawn as a card. `className` adds to the card's column
// (its gap, a text colour); `busy` marks the section while its figures are being worked out.
export function ForecastPanel({
  id,
  title,
  className = 'gap-3',
  busy,
  children,
}: {
  id: string;
  title: ReactNode;
  className?: string;
  busy?: boolean;
  children: ReactNode;
}) {
  return (
    <section aria-labelledby={id} aria-busy={busy}>
      <Card className={cx('flex flex-col p-5 sm:p-6', className)}>
        <h2 id={id} className="text-lg font-semibold text-gray-950 dark:text-white">
          {title}
        </h2>
        {children}
      </Card>
    </section>
  );
}
