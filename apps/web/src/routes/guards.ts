import { notFound, redirect } from '@tanstack/react-router';
import { getSession, hasActiveSession } from '../lib/session.ts';

// beforeLoad guards (spec §2/§6). Login-required pages send guests to /login, remembering where they
// were going; guest-only pages send logged-in users home.
export function requireSession(location: { href: string }): void {
  if (!hasActiveSession())
    throw redirect({ to: '/login', search: { redirect: location.href }, replace: true });
  // Spec §4: a session still waiting for its second factor goes to the code page first.
  if (!getSession().isMultifactorVerified) throw redirect({ to: '/multi-factor-auth', replace: true });
}

// The code page: only for a session that is waiting for its second factor.
export function requirePendingMultifactor(): void {
  if (!hasActiveSession()) throw redirect({ to: '/login', replace: true });
  if (getSession().isMultifactorVerified) throw redirect({ to: '/', replace: true });
}

export function requireGuest(): void {
  if (hasActiveSession()) throw redirect({ to: '/', replace: true });
}

const isStaff = () => {
  const role = getSession().user?.role;
  return role === 'adviser' || role === 'admin';
};

// Issue 7: advisers and admins work under /adviser. The client's pages send them there, all but their own
// profile and the fact-find in preview mode (spec §4), which they open from a client's page.
export function sendStaffToWorkspace(location: { pathname: string; search: object }): void {
  if (!isStaff()) return;
  const path = location.pathname.replace(/\/+$/, '') || '/';
  const isOwnPage = path === '/profile' || path.startsWith('/profile/');
  const isPreview =
    path === '/fact-find' && String((location.search as { preview?: unknown }).preview) === '1';
  if (!isOwnPage && !isPreview) throw redirect({ to: '/adviser', replace: true });
}

// The firm's pages: a client is shown the 404 screen, as for any page that is not theirs.
export function requireStaff(location: { href: string }): void {
  requireSession(location);
  if (getSession().user?.role === 'client') throw notFound();
}
