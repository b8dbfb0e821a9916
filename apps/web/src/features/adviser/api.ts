import {
  adviserDashboardResponseSchema,
  type ClientDetail,
  type ClientsQueryParams,
  clientDetailResponseSchema,
  clientsResponseSchema,
  resendInvitationResponseSchema,
} from '@atrium/domain/contract/adviser';
import { queryOptions } from '@tanstack/react-query';
import { http } from '../../lib/http.ts';

// Every query of the adviser's workspace is keyed under ['adviser']; a client's under ['adviser', 'client', id].
export const adviserKeys = {
  all: ['adviser'] as const,
  dashboard: ['adviser', 'dashboard'] as const,
  clientLists: ['adviser', 'clients'] as const,
  clients: (params: ClientsQueryParams) => ['adviser', 'clients', params] as const,
  client: (clientId: number) => ['adviser', 'client', clientId] as const,
  detail: (clientId: number) => ['adviser', 'client', clientId, 'detail'] as const,
};

export const clientPath = (clientId: number) => `/api/adviser/clients/${clientId}`;

export function dashboardQueryOptions() {
  return queryOptions({
    queryKey: adviserKeys.dashboard,
    queryFn: ({ signal }) =>
      http.get('/api/adviser/dashboard', { schema: adviserDashboardResponseSchema, signal }),
  });
}

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
    queryKey: adviserKeys.clients(params),
    queryFn: ({ signal }) =>
      http.get(`/api/adviser/clients${clientsSearchString(params)}`, {
        schema: clientsResponseSchema,
        signal,
      }),
    // The previous page stays on screen while the next one loads, so the list does not jump.
    placeholderData: (previous) => previous,
  });
}

export function clientDetailQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: adviserKeys.detail(clientId),
    queryFn: ({ signal }) => http.get(clientPath(clientId), { schema: clientDetailResponseSchema, signal }),
    select: (response): ClientDetail => response.data,
  });
}

export function resendInvitation(clientId: number) {
  return http.post(`${clientPath(clientId)}/resend-invitation`, { schema: resendInvitationResponseSchema });
}

export function setPortalAccess(clientId: number, enabled: boolean) {
  return http.post(`${clientPath(clientId)}/portal-access`, {
    body: { enabled },
    schema: clientDetailResponseSchema,
  });
}

export function resetMfa(clientId: number) {
  return http.post(`${clientPath(clientId)}/reset-mfa`, { schema: clientDetailResponseSchema });
}
