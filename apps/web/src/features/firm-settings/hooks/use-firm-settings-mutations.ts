import type { FirmSettings, FirmSettingsResponse } from '@atrium/domain/contract/firm-settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { firmSettingsKey, resetFirmLogo, saveFirmSettings, uploadFirmLogo } from '../api.ts';

// Every change answers the settings as saved: they replace the cached ones, and `onChanged` lets the route
// refresh whatever else shows the firm (its branding everywhere in the app).
export function useFirmSettingsMutations(onChanged: () => void) {
  const queryClient = useQueryClient();
  const settled = (data: FirmSettings) => {
    queryClient.setQueryData<FirmSettingsResponse>(firmSettingsKey, { data });
    onChanged();
  };
  return {
    save: useMutation({ mutationFn: saveFirmSettings, onSuccess: settled }),
    upload: useMutation({ mutationFn: uploadFirmLogo, onSuccess: settled }),
    reset: useMutation({ mutationFn: resetFirmLogo, onSuccess: settled }),
  };
}
