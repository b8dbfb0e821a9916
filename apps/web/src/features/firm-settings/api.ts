import {
  type FirmSettings,
  firmSettingsResponseSchema,
  type UpdateFirmSettingsRequest,
} from '@atrium/domain/contract/firm-settings';
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';
import { uploadFile } from '../../lib/http-files.ts';

const path = '/api/adviser/settings';
export const firmSettingsKey = ['firm-settings'] as const;

export const firmSettingsQueryOptions = () => dataQuery(firmSettingsKey, path, firmSettingsResponseSchema);

export async function saveFirmSettings(body: UpdateFirmSettingsRequest): Promise<FirmSettings> {
  return (await http.put(path, { body, schema: firmSettingsResponseSchema })).data;
}

export async function uploadFirmLogo(file: File): Promise<FirmSettings> {
  const body = new FormData();
  body.append('file', file);
  return (await uploadFile(`${path}/logo`, { body, schema: firmSettingsResponseSchema })).data;
}

export async function resetFirmLogo(): Promise<FirmSettings> {
  return (await http.delete(`${path}/logo`, { schema: firmSettingsResponseSchema })).data;
}
