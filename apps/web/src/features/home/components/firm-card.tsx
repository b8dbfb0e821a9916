import type { Firm } from '@atrium/domain/contract/firm';
import { ExternalLink } from 'lucide-react';
import { Card } from '../../../ui/card.tsx';
import { HomeCardHeading } from '../../../ui/home-card.tsx';
import { Logo } from '../../../ui/logo.tsx';

export function FirmCard({ firm }: { firm: Firm }) {
  return (
    <Card className="p-6">
      <HomeCardHeading>Your firm</HomeCardHeading>
      <div className="mt-4 flex items-center gap-4">
        <Logo src={firm.logoUrl} name={firm.name} className="size-12 shrink-0 text-xl" />
        <p className="min-w-0 text-lg font-semibold text-gray-900 dark:text-gray-50">{firm.name}</p>
      </div>
      {firm.securePortalUrl ? (
        <a
          href={firm.securePortalUrl}
          target="_blank"
          rel="noopener noreferrer"
          className="mt-4 inline-flex min-h-6 items-center gap-1.5 text-sm font-medium text-primary-ink underline underline-offset-4 hover:no-underline"
        >
          Visit {firm.name}'s secure portal
          <ExternalLink aria-hidden="true" className="size-4" />
          <span className="sr-only">(opens in a new tab)</span>
        </a>
      ) : null}
    </Card>
  );
}
