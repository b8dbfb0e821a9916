import {
  addressLookupResponseSchema,
  salesResponseSchema,
  valuationResponseSchema,
} from '@atrium/domain/contract/address';
import { netSalaryResponseSchema } from '@atrium/domain/contract/net-salary';
import type { NetSalaryParams } from '@atrium/domain/money/salary-take-home';
import { queryOptions } from '@tanstack/react-query';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { factFindKeys } from './api.ts';

// The data services the fact-find uses: postcode lookup, a property's sales and a valuation
// from its postcode's sales, and the take-home pay of a salary.

const path = (postcode: string) => encodeURIComponent(postcode);

export function lookupAddresses(postcode: string, signal?: AbortSignal) {
  return http.get(`/api/address/${path(postcode)}`, { schema: addressLookupResponseSchema, signal });
}

export function lookupSales(postcode: string, identifier: string, signal?: AbortSignal) {
  const query = new URLSearchParams({ identifier });
  return http.get(`/api/address/sales/${path(postcode)}?${query}`, { schema: salesResponseSchema, signal });
}

export function lookupValuation(postcode: string, signal?: AbortSignal) {
  return http.get(`/api/address/valuation/${path(postcode)}`, { schema: valuationResponseSchema, signal });
}

// The query string of GET …/calculate-net-salary: salary a year, and what changes the deductions.
// Take-home pay barely changes while the page is open; a minute's freshness spares the calls when the
// review page asks again for what the questionnaire already showed.
export function netSalaryQueryOptions(clientId: number, params: NetSalaryParams) {
  return queryOptions({
    ...getQuery(
      [...factFindKeys.factFind(clientId), 'net-salary', params] as const,
      `/api/clients/${clientId}/calculate-net-salary?${new URLSearchParams(params)}`,
      netSalaryResponseSchema,
    ),
    staleTime: 60_000,
    retry: false,
  });
}
