import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { readEmbeddedFirm } from './embedded-firm.ts';

// Public: the login page is branded before anyone signs in, so no token is sent. The schema comes with
// the call: a page served with the firm embedded never needs it at start.
async function fetchFirm(signal: AbortSignal) {
  const { firmSchema } = await import('@atrium/domain/contract/firm');
  return http.get('/api/firm', { schema: firmSchema, auth: false, signal });
}

// Read once per page load: the copy in index.html is as fresh as the page.
let embedded: { firm: ReturnType<typeof readEmbeddedFirm>; at: number } | undefined;
function embeddedFirm() {
  embedded ??= { firm: readEmbeddedFirm(), at: Date.now() };
  return embedded;
}

export function firmQueryOptions() {
  return queryOptions({
    queryKey: ['firm'],
    queryFn: ({ signal }) => fetchFirm(signal),
    // The server embeds the firm in index.html (spec §1: every screen is branded), so the first render
    // needs no round trip.
    initialData: () => embeddedFirm().firm ?? undefined,
    initialDataUpdatedAt: () => embeddedFirm().at,
    // The firm's branding changes rarely and is the same for every user. Issue 8: an admin can change it at any
    // time, so after a minute it is fetched again when the user comes back to the tab (the admin's own browser
    // refetches at once on saving).
    staleTime: 60_000,
    meta: { keepAcrossSessions: true },
  });
}
