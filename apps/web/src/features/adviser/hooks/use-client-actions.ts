import type { ClientDetailResponse } from '@atrium/domain/contract/adviser';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { addToast } from '../../../ui/toast/toast-store.ts';
import {
  type AccessWhom,
  adviserKeys,
  resendInvitation,
  resetMfa,
  revokeInvitation,
  setPortalAccess,
  signOutEverywhere,
} from '../api.ts';

// The overview's actions: each answers the client as they now are, which replaces the cached detail; the
// lists and the dashboard (invitations, portal status) are refetched. The access actions are for the household
// (both people) unless a person is named.
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
    mutationFn: ({ enabled, whom }: { enabled: boolean; whom: AccessWhom }) =>
      setPortalAccess(clientId, enabled, whom),
    onSuccess: (response, { enabled }) =>
      settle(
        response,
        enabled ? 'Portal access is enabled.' : 'Portal access is disabled and every session ended.',
      ),
  });
  const mfa = useMutation({
    mutationFn: (whom: AccessWhom) => resetMfa(clientId, whom),
    onSuccess: (response, whom) =>
      settle(
        response,
        whom === 'household' && response.data.people.length < 2
          ? 'Two-step verification has been reset. The client has been emailed.'
          : 'Two-step verification has been reset. Each person reset has been emailed.',
      ),
  });
  const signOut = useMutation({
    mutationFn: (whom: AccessWhom) => signOutEverywhere(clientId, whom),
    onSuccess: (response) => settle(response, 'Signed out everywhere: every session has ended.'),
  });
  const revoke = useMutation({
    mutationFn: () => revokeInvitation(clientId),
    onSuccess: (response) => settle(response, response.message),
  });
  return { resend, portalAccess, mfa, signOut, revoke };
}
