import { redirect } from '@tanstack/react-router';
import { getSession } from '../../lib/session.ts';
import type { FactFindPath } from './routing.ts';
import type { FactFindTarget } from './save.ts';

// Whose fact-find a page shows, from the session alone: only clients have one (user.client.id
// is its clientId); staff see the questionnaire in preview mode (?preview=1), which loads and saves
// nothing, and any other fact-find page sends them there. Synchronous and light, so a route's beforeLoad
// can run it without waiting for a chunk: the fact-find itself is loaded by the route's loader, in
// parallel with the page's code (guard.ts).
export function factFindTargetFor(page: FactFindPath, { isPreview = false } = {}): FactFindTarget {
  const client = getSession().user?.client;
  if (client) return { clientId: client.id, isPreview: false };
  if (page !== '/fact-find' || !isPreview)
    throw redirect({ to: '/fact-find', search: { preview: 1 }, replace: true });
  return { clientId: null, isPreview: true };
}
