import { linksResponseSchema } from '@atrium/domain/contract/links';
import { dataQuery } from '../../lib/get-query.ts';

export const linksKey = ['links'] as const;

// The firm's links for every client, then the ones the adviser added for this client.
export const linksQueryOptions = () => dataQuery(linksKey, '/api/links', linksResponseSchema);
