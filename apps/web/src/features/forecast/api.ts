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
import { dataQuery } from '../../lib/get-query.ts';
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
export const assumptionsQueryOptions = () =>
  queryOptions({
    ...dataQuery(forecastKeys.assumptions, '/api/forecast/assumptions', forecastAssumptionsResponseSchema),
    staleTime: 5 * 60_000,
  });

// ---- the client: scenarios their adviser shared ----

export const sharedScenariosQueryOptions = () =>
  dataQuery(forecastKeys.shared, '/api/forecast/scenarios', savedScenariosResponseSchema);

// ---- the adviser: a client's saved scenarios ----

const scenariosPath = (clientId: number) => `/api/adviser/clients/${clientId}/forecast/scenarios`;

export const clientScenariosQueryOptions = (clientId: number) =>
  dataQuery(forecastKeys.clientScenarios(clientId), scenariosPath(clientId), savedScenariosResponseSchema);

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

export const draftQueryOptions = () =>
  dataQuery(forecastKeys.draft, `${assumptionsPath}/draft`, forecastAssumptionsDraftResponseSchema);

export const versionsQueryOptions = () =>
  dataQuery(forecastKeys.versions, `${assumptionsPath}/versions`, forecastAssumptionsVersionsResponseSchema);

export function saveDraft(assumptions: ForecastAssumptionsBody) {
  return http.put(`${assumptionsPath}/draft`, {
    body: { assumptions },
    schema: forecastAssumptionsDraftResponseSchema,
  });
}

export function publishDraft() {
  return http.post(`${assumptionsPath}/publish`, { schema: forecastAssumptionsResponseSchema });
}
