import {
  type CreateLinkRequest,
  linkResponseSchema,
  linksResponseSchema,
} from '@atrium/domain/contract/links';
import { z } from 'zod';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { linksKey } from './api.ts';

// The links one client sees, as the firm manages them (docs/adviser-api.md), under the feature's key.
export const clientLinksKey = (clientId: number) => [...linksKey, 'client', clientId] as const;

const linksPath = (clientId: number) => `/api/adviser/clients/${clientId}/links`;

export const clientLinksQueryOptions = (clientId: number) =>
  dataQuery(clientLinksKey(clientId), linksPath(clientId), linksResponseSchema);

export function createClientLink(clientId: number, body: CreateLinkRequest) {
  return http.post(linksPath(clientId), { body, schema: linkResponseSchema });
}

// 204 No Content: nothing to read.
export function deleteClientLink(clientId: number, linkId: number) {
  return http.delete(`${linksPath(clientId)}/${linkId}`, { schema: z.null() });
}
