import {
  financesSummaryResponseSchema,
  financesUpdatedResponseSchema,
} from '@atrium/domain/contract/finances';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../../lib/http.ts';
import { factFindKeys } from '../api.ts';

// When each finance category of the fact-find last changed; under the fact-find's key, so a save or a live
// fact-find update that refreshes the fact-find refreshes this too.
export function financesUpdatedQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: [...factFindKeys.factFind(clientId), 'finances-updated'] as const,
    queryFn: ({ signal }) =>
      http.get(`/api/clients/${clientId}/finances/updated`, {
        schema: financesUpdatedResponseSchema,
        signal,
      }),
  });
}

// The household's totals as the server counts them (GET …/finances/summary), with the adviser-recorded portfolio
// the screens count in as the client types. Fresh for a minute: only the adviser changes the portfolio.
export function financesSummaryQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: [...factFindKeys.factFind(clientId), 'finances-summary'] as const,
    queryFn: ({ signal }) =>
      http.get(`/api/clients/${clientId}/finances/summary`, {
        schema: financesSummaryResponseSchema,
        signal,
      }),
    staleTime: 60_000,
  });
}
