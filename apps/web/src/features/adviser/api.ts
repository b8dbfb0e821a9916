import { type InvitationRequestBody, invitationResponseSchema } from '@atrium/domain/contract/account';
import {
  adviserDashboardResponseSchema,
  type ClientsQueryParams,
  clientDetailResponseSchema,
  clientsResponseSchema,
  type HouseholdPerson,
  resendInvitationResponseSchema,
} from '@atrium/domain/contract/adviser';
import {
  clientsImportResponseSchema,
  revokeInvitationResponseSchema,
} from '@atrium/domain/contract/client-onboarding';
import { teamResponseSchema } from '@atrium/domain/contract/team';
import { queryOptions } from '@tanstack/react-query';
import { dataQuery, getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// The staff shell's queries are keyed under ['adviser']; a client's record under ['adviser', 'client', id]. A domain's
// staff tabs key theirs under their own feature (features/documents/adviser-api.ts and the like).
export const adviserKeys = {
  all: ['adviser'] as const,
  dashboard: ['adviser', 'dashboard'] as const,
  clientLists: ['adviser', 'clients'] as const,
  clients: (params: ClientsQueryParams) => ['adviser', 'clients', params] as const,
  client: (clientId: number) => ['adviser', 'client', clientId] as const,
  detail: (clientId: number) => ['adviser', 'client', clientId, 'detail'] as const,
  advisers: ['adviser', 'advisers'] as const,
};

export const clientPath = (clientId: number) => `/api/adviser/clients/${clientId}`;

export const dashboardQueryOptions = () =>
  getQuery(adviserKeys.dashboard, '/api/adviser/dashboard', adviserDashboardResponseSchema);

// Only the values given go in the query string; empty means "any" on the server too.
export function clientsSearchString(params: ClientsQueryParams): string {
  const query = new URLSearchParams();
  if (params.search) query.set('search', params.search);
  if (params.status) query.set('status', params.status);
  if (params.sort) query.set('sort', params.sort);
  if (params.page && params.page > 1) query.set('page', String(params.page));
  const text = query.toString();
  return text ? `?${text}` : '';
}

export function clientsQueryOptions(params: ClientsQueryParams) {
  return queryOptions({
    ...getQuery(
      adviserKeys.clients(params),
      `/api/adviser/clients${clientsSearchString(params)}`,
      clientsResponseSchema,
    ),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: (previous) => previous,
  });
}

export const clientDetailQueryOptions = (clientId: number) =>
  dataQuery(adviserKeys.detail(clientId), clientPath(clientId), clientDetailResponseSchema);

export function resendInvitation(clientId: number) {
  return http.post(`${clientPath(clientId)}/resend-invitation`, { schema: resendInvitationResponseSchema });
}

// Each person's access (docs/adviser-api.md): the household's (both people at once) or one person's.
export type AccessWhom = HouseholdPerson | 'household';
const accessPath = (clientId: number, whom: AccessWhom, action: string) =>
  whom === 'household'
    ? `${clientPath(clientId)}/${action}`
    : `${clientPath(clientId)}/people/${whom}/${action}`;

export function setPortalAccess(clientId: number, enabled: boolean, whom: AccessWhom = 'household') {
  return http.post(accessPath(clientId, whom, 'portal-access'), {
    body: { enabled },
    schema: clientDetailResponseSchema,
  });
}

export function resetMfa(clientId: number, whom: AccessWhom = 'household') {
  return http.post(accessPath(clientId, whom, 'reset-mfa'), { schema: clientDetailResponseSchema });
}

export function signOutEverywhere(clientId: number, whom: AccessWhom = 'household') {
  return http.post(accessPath(clientId, whom, 'sign-out'), { schema: clientDetailResponseSchema });
}

// Onboarding from the workspace (docs/clients-csv.md).
export function addClient(body: InvitationRequestBody) {
  return http.post('/api/adviser/invitations', { body, schema: invitationResponseSchema });
}

export function revokeInvitation(clientId: number) {
  return http.post(`${clientPath(clientId)}/revoke-invitation`, { schema: revokeInvitationResponseSchema });
}

export function importClients(csv: string) {
  return http.post('/api/adviser/invitations/import', { body: { csv }, schema: clientsImportResponseSchema });
}

// Whom an admin may give a new client to: the team's advisers and admins who are not deactivated (the team list is
// an admin's; an adviser adds clients for themself and never asks).
export function firmAdvisersQueryOptions() {
  return queryOptions({
    ...getQuery(adviserKeys.advisers, '/api/adviser/team', teamResponseSchema),
    select: (response) =>
      response.data
        .filter((member) => member.status !== 'deactivated')
        .map((member) => ({ id: member.id, name: member.name })),
  });
}
