import {
  ownSupportNeedsResponseSchema,
  type SaveSupportNeedsBody,
  supportAdjustmentsResponseSchema,
  supportNeedsDetailResponseSchema,
} from '@atrium/domain/contract/support-needs';
import { z } from 'zod';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// Support needs (docs/support-needs.md): the person's own record, and the adjustments staff see of a household.
export const supportNeedsKeys = {
  own: ['support-needs', 'own'] as const,
  adjustments: (clientId: number) => ['support-needs', 'client', clientId] as const,
};

export const ownSupportNeedsQueryOptions = () =>
  dataQuery(supportNeedsKeys.own, '/api/support-needs', ownSupportNeedsResponseSchema);

export const saveSupportNeeds = (body: SaveSupportNeedsBody) =>
  http.put('/api/support-needs', { body, schema: ownSupportNeedsResponseSchema });

export const withdrawSupportNeeds = () => http.delete('/api/support-needs', { schema: z.null() });

const clientPath = (clientId: number) => `/api/adviser/clients/${clientId}/support-needs`;

export const supportAdjustmentsQueryOptions = (clientId: number) =>
  dataQuery(supportNeedsKeys.adjustments(clientId), clientPath(clientId), supportAdjustmentsResponseSchema);

// Opening the detail is an act the server audits each time: fetched on asking, never cached or refetched.
export const openSupportNeedsDetail = (clientId: number) =>
  http.get(`${clientPath(clientId)}/detail`, { schema: supportNeedsDetailResponseSchema });
