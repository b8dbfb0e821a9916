import {
  type CreateScenarioRequest,
  type ForecastAssumptionsBody,
  forecastAssumptionsDraftResponseSchema,
  forecastAssumptionsResponseSchema,
  forecastAssumptionsVersionsResponseSchema,
  savedScenarioResponseSchema,
  savedScenariosResponseSchema,
  type UpdateScenarioRequest,
} from '@atrium/domain/contract/forecast';
import { queryOptions } from '@tanstack/react-query';
import { z } from 'zod';
import { http } from '../../lib/http.ts';

// The forecast's server calls (apps/server/src/features/forecast/routes.ts), under the feature's own key root.
export const forecastKeys = {
  all: ['forecast'] as const,
  assumptions: ['forecast', 'assumptions'] as const,
  draft: ['forecast', 'assumptions', 'draft'] as const,
  versions: ['forecast', 'assumptions', 'versions'] as const,
  shared: ['forecast', 'shared-scenarios'] as const,
  clientScenarios: (clientId: number) => ['forecast', 'client', clientId, 'scenarios'] as const,
};

// The firm's newest published assumptions (version 0: the defaults), what every forecast of the firm runs on.
export function assumptionsQueryOptions() {
  return queryOptions({
    queryKey: forecastKeys.assumptions,
    queryFn: ({ signal }) =>
      http.get('/api/forecast/assumptions', { schema: forecastAssumptionsResponseSchema, signal }),
    select: (response) => response.data,
    staleTime: 5 * 60_000,
  });
}

// ---- the client: scenarios their adviser shared ----

export function sharedScenariosQueryOptions() {
  return queryOptions({
    queryKey: forecastKeys.shared,
    queryFn: ({ signal }) =>
      http.get('/api/forecast/scenarios', { schema: savedScenariosResponseSchema, signal }),
    select: (response) => response.data,
  });
}

// ---- the adviser: a client's saved scenarios ----

const scenariosPath = (clientId: number) => `/api/adviser/clients/${clientId}/forecast/scenarios`;

export function clientScenariosQueryOptions(clientId: number) {
  return queryOptions({
    queryKey: forecastKeys.clientScenarios(clientId),
    queryFn: ({ signal }) =>
      http.get(scenariosPath(clientId), { schema: savedScenariosResponseSchema, signal }),
    select: (response) => response.data,
  });
}

export function createScenario(clientId: number, body: CreateScenarioRequest) {
  return http.post(scenariosPath(clientId), { body, schema: savedScenarioResponseSchema });
}

export function updateScenario(clientId: number, scenarioId: number, body: UpdateScenarioRequest) {
  return http.patch(`${scenariosPath(clientId)}/${scenarioId}`, {
    body,
    schema: savedScenarioResponseSchema,
  });
}

export function deleteScenario(clientId: number, scenarioId: number) {
  return http.delete(`${scenariosPath(clientId)}/${scenarioId}`, { schema: z.null() });
}

// ---- the admin: the firm's assumptions, drafted and published as versions ----

const assumptionsPath = '/api/adviser/forecast/assumptions';

export function draftQueryOptions() {
  return queryOptions({
    queryKey: forecastKeys.draft,
    queryFn: ({ signal }) =>
      http.get(`${assumptionsPath}/draft`, { schema: forecastAssumptionsDraftResponseSchema, signal }),
    select: (response) => response.data,
  });
}

export function versionsQueryOptions() {
  return queryOptions({
    queryKey: forecastKeys.versions,
    queryFn: ({ signal }) =>
      http.get(`${assumptionsPath}/versions`, { schema: forecastAssumptionsVersionsResponseSchema, signal }),
    select: (response) => response.data,
  });
}

export function saveDraft(assumptions: ForecastAssumptionsBody) {
  return http.put(`${assumptionsPath}/draft`, {
    body: { assumptions },
    schema: forecastAssumptionsDraftResponseSchema,
  });
}

export function publishDraft() {
  return http.post(`${assumptionsPath}/publish`, { schema: forecastAssumptionsResponseSchema });
}
