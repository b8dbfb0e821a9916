import { firmSchema } from '@atrium/domain/contract/firm';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

// Public: the login page is branded before anyone signs in, so no token is sent.
export function firmQueryOptions() {
  return queryOptions({
    queryKey: ['firm'],
    queryFn: ({ signal }) => http.get('/api/firm', { schema: firmSchema, auth: false, signal }),
    // The firm's branding changes rarely and is the same for every user. Issue 8: an admin can change it at any
    // time, so after a minute it is fetched again when the user comes back to the tab (the admin's own browser
    // refetches at once on saving).
    staleTime: 60_000,
    meta: { keepAcrossSessions: true },
  });
}
