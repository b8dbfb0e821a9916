import type { ClientDetailResponse } from '@atrium/domain/contract/adviser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import { adviserKeys, resendInvitation, resetMfa, revokeInvitation, setPortalAccess } from '../api.ts';

// The overview's actions: each answers the client as they now are, which replaces the cached detail; the
// lists and the dashboard (invitations, portal status) are refetched.
export function useClientActions(clientId: number) {
  const queryClient = useQueryClient();
  const settle = (response: ClientDetailResponse, message: string) => {
    queryClient.setQueryData(adviserKeys.detail(clientId), { data: response.data });
    void queryClient.invalidateQueries({ queryKey: adviserKeys.clientLists });
    void queryClient.invalidateQueries({ queryKey: adviserKeys.dashboard });
    addToast({ description: message });
  };
  const resend = useMutation({
    mutationFn: () => resendInvitation(clientId),
    onSuccess: (response) => settle(response, response.message),
  });
  const portalAccess = useMutation({
    mutationFn: (enabled: boolean) => setPortalAccess(clientId, enabled),
    onSuccess: (response, enabled) =>
      settle(
        response,
        enabled ? 'Portal access is enabled.' : 'Portal access is disabled and every session ended.',
      ),
  });
  const mfa = useMutation({
    mutationFn: () => resetMfa(clientId),
    onSuccess: (response) =>
      settle(response, 'Two-step verification has been reset. The client has been emailed.'),
  });
  const revoke = useMutation({
    mutationFn: () => revokeInvitation(clientId),
    onSuccess: (response) => settle(response, response.message),
  });
  return { resend, portalAccess, mfa, revoke };
}
