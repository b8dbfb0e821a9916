import { createFileRoute, notFound } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';

// The firm's administration, for admins: an adviser is shown the 404 screen, as a client is for any /adviser page
// (_staff.tsx, which has already checked the session). Pathless layout routes whose beforeLoad checks the role
// once, before any of their children loads (with _client.tsx and _staff.tsx, the only routes that check a role:
// scripts/check-boundaries.mjs). Two of them, one check: this one, over the firm's own pages under /adviser, and
// _admin-client-tabs.tsx, over a client page's admin-only tabs, which render inside that client's page
// (adviser-client.tsx) as its other tabs do.
export function requireAdmin(): void {
  if (getSession().user?.role !== 'admin') throw notFound();
}

export const Route = createFileRoute('/_staff/adviser/_admin')({
  beforeLoad: requireAdmin,
});
