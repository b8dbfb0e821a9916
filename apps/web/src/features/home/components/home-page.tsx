import type { Firm } from '@atrium/domain/contract/firm';
import type { ReactNode } from 'react';
import type { StoredUser } from '../../../lib/session.ts';
import { ClientHome } from './client-home.tsx';

type HomePageProps = { user: StoredUser; firm: Firm; factFind?: ReactNode; cards?: ReactNode };

export function HomePage({ user, firm, factFind, cards }: HomePageProps) {
  // Staff never get here: the route sends advisers and admins to their workspace at /adviser.
  if (user.role !== 'client') return null;
  return <ClientHome user={user} firm={firm} factFind={factFind} cards={cards} />;
}
