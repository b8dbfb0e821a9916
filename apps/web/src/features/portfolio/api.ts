import {
  type AccountInput,
  type HoldingInput,
  holdingResponseSchema,
  portfolioAccountResponseSchema,
  portfolioImportResponseSchema,
  portfolioResponseSchema,
} from '@atrium/domain/contract/portfolio';
import { z } from 'zod';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

export const portfolioKeys = {
  own: ['portfolio', 'own'] as const,
  client: (clientId: number) => ['portfolio', 'client', clientId] as const,
};

// The client's own portfolio (/portfolio).
export const portfolioQueryOptions = () =>
  dataQuery(portfolioKeys.own, '/api/portfolio', portfolioResponseSchema);

const base = (clientId: number) => `/api/adviser/clients/${clientId}/portfolio`;

// A client's portfolio on the adviser's client page.
export const clientPortfolioQueryOptions = (clientId: number) =>
  dataQuery(portfolioKeys.client(clientId), base(clientId), portfolioResponseSchema);

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
