import type { Firm } from '@atrium/domain/contract/firm';
import { namesFromSide } from '@atrium/domain/factfind/perspective';
import { ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import type { StoredUser } from '../../../lib/session.ts';
import { Card } from '../../../ui/card.tsx';
import { HomeCardHeading } from '../../../ui/home-card.tsx';
import { AdviserCard } from './adviser-card.tsx';
import { ClientWelcome } from './client-welcome.tsx';
import { FirmCard } from './firm-card.tsx';

// factFind: the fact-find's card, composed in by the route (features never import each other); cards: more
// cards from other features (documents, links) for the grid.
type ClientHomeProps = { user: StoredUser; firm: Firm; factFind?: ReactNode; cards?: ReactNode };

export function ClientHome({ user, firm, factFind, cards }: ClientHomeProps) {
  // Each partner of a household is greeted as themselves, the other listed beside them
  // (packages/domain/src/factfind/perspective.ts).
  const names = user.client
    ? namesFromSide(user.client, user.household?.person ?? 1)
    : { own: user.name, partner: null };
  const ownName = names.own || user.name;
  const partnerName = names.partner;
  return (
    <div className="space-y-8">
      <ClientWelcome firmName={firm.name} clientName={ownName} />

      {factFind}

      <div className="grid gap-6 md:grid-cols-2 lg:grid-cols-3">
        <AdviserCard adviserName={user.adviser.name} firmName={firm.name} />
        <Card className="p-6">
          <HomeCardHeading>{partnerName ? 'Your household' : 'Your details'}</HomeCardHeading>
          <ul className="mt-4 space-y-3">
            <li className="flex items-center gap-3">
              <UserRound aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />
              <span className="font-medium text-gray-900 dark:text-gray-50">{ownName}</span>
            </li>
            {partnerName ? (
              <li className="flex items-center gap-3">
                <UserRound aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />
                <span className="font-medium text-gray-900 dark:text-gray-50">{partnerName}</span>
              </li>
            ) : null}
            <li className="flex items-center gap-3 text-sm text-gray-700 dark:text-gray-300">
              <ShieldCheck aria-hidden="true" className="size-5 shrink-0 text-primary-ink" />
              <span className="min-w-0 break-all">Signed in as {user.email}</span>
            </li>
          </ul>
        </Card>
        {cards}
        <FirmCard firm={firm} />
      </div>
    </div>
  );
}
