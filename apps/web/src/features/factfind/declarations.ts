import { declarationsResponseSchema } from '@atrium/domain/contract/factfind-declarations';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// Each partner's declaration before the fact-find goes for review (GET and POST
// api/clients/{clientId}/fact-find-declarations). Refetched when the fact-find changes elsewhere (use-live-fact-find).
export const declarationsKey = (clientId: number) => ['factfind', clientId, 'declarations'] as const;

const path = (clientId: number) => `/api/clients/${clientId}/fact-find-declarations`;

export const declarationsQueryOptions = (clientId: number) =>
  getQuery(declarationsKey(clientId), path(clientId), declarationsResponseSchema);

export function declare(clientId: number) {
  return http.post(path(clientId), { body: { accepted: true }, schema: declarationsResponseSchema });
}
