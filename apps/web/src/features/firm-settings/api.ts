import {
  type FirmSettings,
  firmSettingsResponseSchema,
  type UpdateFirmSettingsRequest,
} from '@atrium/domain/contract/firm-settings';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';
import { uploadFile } from '../../lib/http-files.ts';

const path = '/api/adviser/settings';
export const firmSettingsKey = ['firm-settings'] as const;

export function firmSettingsQueryOptions() {
  return queryOptions({
    queryKey: firmSettingsKey,
    queryFn: ({ signal }) => http.get(path, { schema: firmSettingsResponseSchema, signal }),
    select: (response) => response.data,
  });
}

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
