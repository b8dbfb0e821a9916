import type { PortalChangesResponse } from '@atrium/domain/contract/factfind';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from '@tanstack/react-router';
import { factFindKeys } from '../api.ts';

// Opens the fact-find in preview mode (features/factfind/target.ts) from the given answers — a client's, or a
// template draft's empty ones: the pages read them from the preview cache, keep their changes locally and call
// nothing. For the adviser's fact-find tab and the admin's template editor.
export function useOpenPreview(): (data: PortalChangesResponse) => void {
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  return (data) => {
    queryClient.setQueryData(factFindKeys.preview, structuredClone(data));
    void navigate({ to: '/fact-find', search: { preview: 1 } });
  };
}
