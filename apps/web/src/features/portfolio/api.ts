import {
  type AccountInput,
  type HoldingInput,
  holdingResponseSchema,
  portfolioAccountResponseSchema,
  portfolioImportResponseSchema,
  portfolioResponseSchema,
} from '@atrium/domain/contract/portfolio';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../lib/http.ts';

export const portfolioKeys = {
  own: ['portfolio', 'own'] as const,
  client: (clientId: number) => ['portfolio', 'client', clientId] as const,
};

// The client's own portfolio (/portfolio).
export function portfolioQueryOptions() {
  return queryOptions({
    queryKey: portfolioKeys.own,
    queryFn: ({ signal }) => http.get('/api/portfolio', { schema: portfolioResponseSchema, signal }),
    select: (response) => response.data,
  });
}

const base = (clientId: number) => `/api/adviser/clients/${clientId}/portfolio`;

// A client's portfolio on the adviser's client page.
export function clientPortfolioQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: portfolioKeys.client(clientId),
    queryFn: ({ signal }) => http.get(base(clientId), { schema: portfolioResponseSchema, signal }),
    select: (response) => response.data,
  });
}

export const createAccount = (clientId: number, body: AccountInput) =>
  http.post(`${base(clientId)}/accounts`, { body, schema: portfolioAccountResponseSchema });

export const updateAccount = (clientId: number, accountId: number, body: AccountInput) =>
  http.put(`${base(clientId)}/accounts/${accountId}`, { body, schema: portfolioAccountResponseSchema });

export const deleteAccount = (clientId: number, accountId: number) =>
  http.delete(`${base(clientId)}/accounts/${accountId}`, { schema: z.null() });

export const createHolding = (clientId: number, accountId: number, body: HoldingInput) =>
  http.post(`${base(clientId)}/accounts/${accountId}/holdings`, { body, schema: holdingResponseSchema });

export const updateHolding = (clientId: number, holdingId: number, body: HoldingInput) =>
  http.put(`${base(clientId)}/holdings/${holdingId}`, { body, schema: holdingResponseSchema });

export const deleteHolding = (clientId: number, holdingId: number) =>
  http.delete(`${base(clientId)}/holdings/${holdingId}`, { schema: z.null() });

export const importPortfolioCsv = (clientId: number, csv: string) =>
  http.post(`${base(clientId)}/import`, { body: { csv }, schema: portfolioImportResponseSchema });
