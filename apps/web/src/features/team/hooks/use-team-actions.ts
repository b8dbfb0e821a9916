import type { ChangeRoleRequest, ReassignClientsRequest } from '@atrium/domain/contract/team';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { changeRole, deactivateMember, reactivateMember, reassignClients, teamKeys } from '../api.ts';

// The admin's actions on one member; each refreshes the team (roles, statuses and client counts change).
export function useTeamActions() {
  const queryClient = useQueryClient();
  const refresh = () => queryClient.invalidateQueries({ queryKey: teamKeys.all });
  return {
    changeRole: useMutation({
      mutationFn: ({ userId, body }: { userId: number; body: ChangeRoleRequest }) => changeRole(userId, body),
      onSettled: refresh,
    }),
    deactivate: useMutation({ mutationFn: deactivateMember, onSettled: refresh }),
    reactivate: useMutation({ mutationFn: reactivateMember, onSettled: refresh }),
    reassign: useMutation({
      mutationFn: ({ userId, body }: { userId: number; body: ReassignClientsRequest }) =>
        reassignClients(userId, body),
      onSettled: refresh,
    }),
  };
}
