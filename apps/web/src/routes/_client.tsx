import { createFileRoute, redirect } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';

// The client's pages: a pathless layout route whose beforeLoad checks the role once, before any of its children
// loads (one of the three, with _staff.tsx and _admin.tsx; scripts/check-boundaries.mjs refuses a role check in
// any other route). Staff work under /adviser: of these pages they open only the fact-find in preview mode
// (?preview=1), from a client's page; any other sends them to their dashboard. Their own profile is outside
// this layout (profile.tsx), open to every signed-in user. A client passes, and so does a session whose user is
// not known yet (a stored user that failed its check, until GET /api/user restores it: lib/session.ts); the pages
// that need the client's id check for it themselves (finances.tsx, factfind/target.ts). The session itself is
// checked by the parent, app-layout.tsx.
export const Route = createFileRoute('/_app/_client')({
  beforeLoad: ({ location }) => {
    const role = getSession().user?.role;
    if (role !== 'adviser' && role !== 'admin') return;
    const path = location.pathname.replace(/\/+$/, '') || '/';
    const isPreview =
      path === '/fact-find' && String((location.search as { preview?: unknown }).preview) === '1';
    if (!isPreview) throw redirect({ to: '/adviser', replace: true });
  },
});
