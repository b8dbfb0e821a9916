import { linksResponseSchema } from '@atrium/domain/contract/links';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

export const linksKey = ['links'] as const;

// The firm's links for every client, then the ones the adviser added for this client.
export function linksQueryOptions() {
  return queryOptions({
    queryKey: linksKey,
    queryFn: ({ signal }) => http.get('/api/links', { schema: linksResponseSchema, signal }),
    select: (response) => response.data,
  });
}
