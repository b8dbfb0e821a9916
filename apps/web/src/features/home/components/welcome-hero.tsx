import type { ReactNode } from 'react';

type WelcomeHeroProps = { eyebrow: string; title: string; children: ReactNode };

// The page's opening panel, edged in the firm's colour.
export function WelcomeHero({ eyebrow, title, children }: WelcomeHeroProps) {
  return (
    <section
      aria-labelledby="welcome-heading"
      className={
        'relative overflow-hidden rounded-2xl border border-gray-200 bg-linear-to-br from-white from-40% to-primary-50 ' +
        'px-6 pt-9 pb-8 shadow-sm sm:px-10 sm:pt-11 sm:pb-10 dark:border-gray-800 dark:from-gray-900 dark:to-gray-900'
      }
    >
      <div aria-hidden="true" className="absolute inset-x-0 top-0 h-1.5 bg-primary-action" />
      <div className="max-w-2xl">
        <p className="text-sm font-semibold text-primary-ink">{eyebrow}</p>
        <h1
          id="welcome-heading"
          className="mt-1 text-3xl font-semibold tracking-tight text-gray-900 sm:text-4xl dark:text-gray-50"
        >
          {title}
        </h1>
        <div className="mt-3 text-base text-gray-700 dark:text-gray-300">{children}</div>
      </div>
    </section>
  );
}
