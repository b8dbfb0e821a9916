import {
  financesSummaryResponseSchema,
  financesUpdatedResponseSchema,
} from '@atrium/domain/contract/finances';
import { queryOptions } from '@tanstack/react-query';
import { getQuery } from '../../../lib/get-query.ts';
import { factFindKeys } from '../api.ts';

// When each finance category of the fact-find last changed; under the fact-find's key, so a save or a live
// fact-find update that refreshes the fact-find refreshes this too.
export const financesUpdatedQueryOptions = (clientId: number) =>
  getQuery(
    [...factFindKeys.factFind(clientId), 'finances-updated'] as const,
    `/api/clients/${clientId}/finances/updated`,
    financesUpdatedResponseSchema,
  );

// The household's totals as the server counts them (GET …/finances/summary), with the adviser-recorded portfolio
// the screens count in as the client types. Fresh for a minute: only the adviser changes the portfolio.
export const financesSummaryQueryOptions = (clientId: number) =>
  queryOptions({
    ...getQuery(
      [...factFindKeys.factFind(clientId), 'finances-summary'] as const,
      `/api/clients/${clientId}/finances/summary`,
      financesSummaryResponseSchema,
    ),
    staleTime: 60_000,
  });
