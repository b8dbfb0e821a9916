import {
  type ChangeRoleRequest,
  type InviteTeamMemberRequest,
  inviteTeamMemberResponseSchema,
  memberClientsResponseSchema,
  type ReassignClientsRequest,
  reassignClientsResponseSchema,
  teamMemberResponseSchema,
  teamResponseSchema,
} from '@atrium/domain/contract/team';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

const base = '/api/adviser/team';

export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  clientsOf: (userId: number) => [...teamKeys.all, 'clients', userId] as const,
};

export function teamQueryOptions() {
  return queryOptions({
    queryKey: teamKeys.members(),
    queryFn: ({ signal }) => http.get(base, { schema: teamResponseSchema, signal }),
    select: (response) => response.data,
  });
}

export function memberClientsQueryOptions(userId: number) {
  return queryOptions({
    queryKey: teamKeys.clientsOf(userId),
    queryFn: ({ signal }) =>
      http.get(`${base}/${userId}/clients`, { schema: memberClientsResponseSchema, signal }),
    select: (response) => response.data,
  });
}

export const inviteMember = (body: InviteTeamMemberRequest) =>
  http.post(`${base}/invitations`, { body, schema: inviteTeamMemberResponseSchema });

export const changeRole = (userId: number, body: ChangeRoleRequest) =>
  http.put(`${base}/${userId}/role`, { body, schema: teamMemberResponseSchema });

export const deactivateMember = (userId: number) =>
  http.post(`${base}/${userId}/deactivate`, { schema: teamMemberResponseSchema });

export const reactivateMember = (userId: number) =>
  http.post(`${base}/${userId}/reactivate`, { schema: teamMemberResponseSchema });

export const reassignClients = (userId: number, body: ReassignClientsRequest) =>
  http.post(`${base}/${userId}/reassign`, { body, schema: reassignClientsResponseSchema });
