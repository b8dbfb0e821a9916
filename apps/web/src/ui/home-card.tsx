import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';

// The pieces the home page's cards share (features/home/components/adviser-card.tsx, firm-card.tsx,
// features/documents/components/documents-home-card.tsx, features/factfind/components/fact-find-home-card.tsx):
// the small upper-case heading that names the card, and the round badge with its icon.

export function HomeCardHeading({ children }: { children: ReactNode }) {
  return (
    <h2 className="text-sm font-semibold tracking-wide text-gray-600 uppercase dark:text-gray-400">
      {children}
    </h2>
  );
}

// Decorative: hidden from assistive technology, as the card's heading says what it is.
export function HomeCardIcon({ icon: Icon }: { icon: LucideIcon }) {
  return (
    <span
      aria-hidden="true"
      className="flex size-12 shrink-0 items-center justify-center rounded-full bg-primary-50 text-primary-ink dark:bg-gray-800"
    >
      <Icon className="size-6" />
    </span>
  );
}
