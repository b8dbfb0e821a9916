import { redirect } from '@tanstack/react-router';
import { getSession, hasActiveSession } from '../lib/session.ts';

// The session's guards, run in beforeLoad. Who may open a page by role is not here: the pathless layout routes
// _client.tsx, _staff.tsx and _admin.tsx check it once for all their children.

// Login-required pages send guests to /login, remembering where they were going; a session still waiting for
// its second factor goes to the code page first (the login page stores that flag: lib/session.ts).
export function requireSession(location: { href: string }): void {
  if (!hasActiveSession())
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  if (!getSession().isMultifactorVerified) throw redirect({ to: '/multi-factor-auth', replace: true });
}

// The code page: only for a session that is waiting for its second factor.
export function requirePendingMultifactor(): void {
  if (!hasActiveSession()) throw redirect({ to: '/login', replace: true });
  if (getSession().isMultifactorVerified) throw redirect({ to: '/', replace: true });
}

// Guest-only pages (the login page and its kin) send a signed-in user home.
export function requireGuest(): void {
  if (hasActiveSession()) throw redirect({ to: '/', replace: true });
}

// The client's pages made from their own fact-find (finances.tsx, forecast.tsx, protection.tsx): a user with no client
// record goes home; the route's loader and components get the client's id in their context.
export function requireClientRecord(): { clientId: number } {
  const { user } = getSession();
  if (!user?.client) throw redirect({ to: '/', replace: true });
  return { clientId: user.client.id };
}
