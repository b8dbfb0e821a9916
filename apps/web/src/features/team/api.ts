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
import { dataQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

const base = '/api/adviser/team';

export const teamKeys = {
  all: ['team'] as const,
  members: () => [...teamKeys.all, 'members'] as const,
  clientsOf: (userId: number) => [...teamKeys.all, 'clients', userId] as const,
};

export const teamQueryOptions = () => dataQuery(teamKeys.members(), base, teamResponseSchema);

export const memberClientsQueryOptions = (userId: number) =>
  dataQuery(teamKeys.clientsOf(userId), `${base}/${userId}/clients`, memberClientsResponseSchema);

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
