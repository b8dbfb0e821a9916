import { declarationsResponseSchema } from '@atrium/domain/contract/factfind-declarations';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

// Each partner's declaration before the fact-find goes for review (GET and POST
// api/clients/{clientId}/fact-find-declarations). Refetched when the fact-find changes elsewhere (use-live-fact-find).
export const declarationsKey = (clientId: number) => ['factfind', clientId, 'declarations'] as const;

const path = (clientId: number) => `/api/clients/${clientId}/fact-find-declarations`;

export function declarationsQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: declarationsKey(clientId),
    queryFn: ({ signal }) => http.get(path(clientId), { schema: declarationsResponseSchema, signal }),
  });
}

export function declare(clientId: number) {
  return http.post(path(clientId), { body: { accepted: true }, schema: declarationsResponseSchema });
}
