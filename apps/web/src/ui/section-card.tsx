import { type ReactNode, useId } from 'react';
import { Card } from './card.tsx';
import { cx } from './cx.ts';

type Props = {
  title: ReactNode;
  // What the section is for, under its heading.
  description?: ReactNode;
  // The heading's id when the page names it elsewhere; else one is made.
  id?: string;
  // Set while the section's figures are being worked out (aria-busy).
  busy?: boolean;
  // The card's column: the gap between the heading and what follows (default gap-4), and any text style.
  className?: string;
  children: ReactNode;
};

// A part of a page drawn as a card and named by its heading, so the landmarks and the heading list both find it
// (the profile's sections, the adviser's client page, the forecast's panels). A fact-find page's sections have their
// own, features/factfind/components/fact-find-section.tsx.
export function SectionCard({ title, description, id, busy, className = 'gap-4', children }: Props) {
  const madeId = useId();
  const headingId = id ?? madeId;
  return (
    <section aria-labelledby={headingId} aria-busy={busy}>
      <Card className={cx('flex flex-col p-5 sm:p-6', className)}>
        <div>
          <h2 id={headingId} className="text-lg font-semibold text-gray-950 dark:text-white">
            {title}
          </h2>
          {description ? (
            <p className="mt-1 text-sm text-gray-600 dark:text-gray-400">{description}</p>
          ) : null}
        </div>
        {children}
      </Card>
    </section>
  );
}
