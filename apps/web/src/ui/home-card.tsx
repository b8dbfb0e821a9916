import type { LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Card } from './card.tsx';

// The pieces the home page's cards share (features/home/components/adviser-card.tsx, firm-card.tsx,
// features/documents/components/documents-home-card.tsx, features/factfind/components/fact-find-home-card.tsx):
// the small upper-case heading that names the card, the round badge with its icon, the link to the card's page,
// and the card of a count with the first few titles (HomeCard).

// The link at the foot of a home card, to the page it sums up.
export const homeCardLinkClasses =
  'mt-4 inline-flex min-h-6 items-center text-sm font-medium text-primary-ink underline underline-offset-4 hover:no-underline';

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

type HomeCardProps = {
  heading: string;
  icon: LucideIcon;
  // What the card says first: a count ("2 documents to sign") or, with nothing to count, what the page is for.
  headline: string;
  // The first three of what is counted, by title.
  titles?: { id: number; title: string }[];
  // Beneath the headline, before the titles (an overdue count, a line about the page).
  children?: ReactNode;
  // The link to the page, styled with homeCardLinkClasses.
  link: ReactNode;
};

// A home card that counts what waits on its page (documents requested, to sign, newly shared) and names the first
// three.
export function HomeCard({ heading, icon, headline, titles = [], children, link }: HomeCardProps) {
  return (
    <Card className="flex min-w-0 flex-col p-6">
      <HomeCardHeading>{heading}</HomeCardHeading>
      <div className="mt-4 flex items-start gap-4">
        <HomeCardIcon icon={icon} />
        <div className="min-w-0">
          <p className="text-lg font-semibold text-gray-900 dark:text-gray-50">{headline}</p>
          {children}
          {titles.length > 0 ? (
            <ul className="mt-1 space-y-0.5 text-sm text-gray-700 dark:text-gray-300">
              {titles.slice(0, 3).map((item) => (
                <li key={item.id} className="truncate">
                  {item.title}
                </li>
              ))}
            </ul>
          ) : null}
        </div>
      </div>
      {link}
    </Card>
  );
}
