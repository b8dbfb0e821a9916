import { createFileRoute, notFound } from '@tanstack/react-router';
import { getSession } from '../lib/session.ts';
import { requireSession } from './guards.ts';

// The firm's pages: a pathless layout route whose beforeLoad checks the session and the role once, before any
// of its children loads (one of the three, with _client.tsx and _admin.tsx; scripts/check-boundaries.mjs refuses
// a role check in any other route). A guest goes to /login and comes back; a client is shown the 404 screen, as
// for any page that is not theirs. Its child is the workspace under /adviser (adviser-layout.tsx).
export const Route = createFileRoute('/_staff')({
  beforeLoad: ({ location }) => {
    requireSession(location);
    if (getSession().user?.role === 'client') throw notFound();
  },
});
