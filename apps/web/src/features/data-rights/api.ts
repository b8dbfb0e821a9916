import {
  dataRightsStatusSchema,
  type EraseClientRequest,
  erasureResponseSchema,
} from '@atrium/domain/contract/data-rights';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { downloadFile, saveFile } from '../../lib/http-files.ts';

// A client's data rights (admins only): whether they were erased, the export ZIP, the erasure; and a client's
// download of their own data from /profile.

export const dataRightsKeys = {
  all: ['data-rights'] as const,
  status: (clientId: number) => ['data-rights', clientId] as const,
};

const base = (clientId: number) => `/api/adviser/clients/${clientId}`;

export const dataRightsQueryOptions = (clientId: number) =>
  dataQuery(dataRightsKeys.status(clientId), `${base(clientId)}/data-rights`, dataRightsStatusSchema);

export async function downloadClientData(clientId: number): Promise<void> {
  saveFile(await downloadFile(`${base(clientId)}/data-export`, `client-${clientId}-data.zip`));
}

// The caller's own data (a client, either person of the household): GET /api/profile/data-export.
export async function downloadOwnData(): Promise<void> {
  saveFile(await downloadFile('/api/profile/data-export', 'my-data.zip'));
}

export function eraseClient(clientId: number, body: EraseClientRequest) {
  return http.post(`${base(clientId)}/erasure`, { body, schema: erasureResponseSchema });
}
