import {
  dataRightsStatusSchema,
  type EraseClientRequest,
  erasureResponseSchema,
} from '@atrium/domain/contract/data-rights';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { downloadFile, saveFile } from '../../lib/http-files.ts';

// A client's data rights (admins only): whether they were erased, the export ZIP, the erasure.

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

export function eraseClient(clientId: number, body: EraseClientRequest) {
  return http.post(`${base(clientId)}/erasure`, { body, schema: erasureResponseSchema });
}
