import { firmSchema } from '@atrium/domain/contract/firm';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

// Public: the login page is branded before anyone signs in, so no token is sent.
export function firmQueryOptions() {
  return queryOptions({
    queryKey: ['firm'],
    queryFn: ({ signal }) => http.get('/api/firm', { schema: firmSchema, auth: false, signal }),
    // The firm's branding changes rarely and is the same for every user: keep it for the whole visit.
    staleTime: Number.POSITIVE_INFINITY,
    meta: { keepAcrossSessions: true },
  });
}
