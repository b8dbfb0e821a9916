import { Eye } from 'lucide-react';
import type { ReactNode } from 'react';

type FactFindHeadingProps = { heading: string; intro?: ReactNode; isPreview?: boolean };

// A fact-find page's heading and introduction: drawn by the page (fact-find-frame.tsx) and, before its JavaScript
// has run, by the server's first paint of the questionnaire (questionnaire-shell.tsx).
export function FactFindHeading({ heading, intro, isPreview = false }: FactFindHeadingProps) {
  return (
    <header className="space-y-2">
      {isPreview ? (
        <p className="inline-flex items-center gap-2 rounded-lg bg-primary-50 px-3 py-1.5 text-sm font-medium text-primary-ink dark:bg-gray-800">
          <Eye aria-hidden="true" className="size-4" />
          Preview: what you enter here is not saved
        </p>
      ) : null}
      <h1 className="text-3xl font-semibold tracking-tight text-gray-900 dark:text-gray-50">{heading}</h1>
      {intro ? <div className="max-w-2xl text-base text-gray-700 dark:text-gray-300">{intro}</div> : null}
    </header>
  );
}
