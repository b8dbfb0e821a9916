import {
  createScenarioRequestSchema,
  forecastAssumptionsDraftResponseSchema,
  forecastAssumptionsResponseSchema,
  forecastAssumptionsVersionsResponseSchema,
  savedScenarioResponseSchema,
  savedScenariosResponseSchema,
  saveForecastAssumptionsRequestSchema,
  scenarioParamsSchema,
  updateScenarioRequestSchema,
} from '@atrium/domain/contract/forecast';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import {
  createForClient,
  deleteForClient,
  getForClient,
  updateForClient,
} from '../../platform/client-routes.ts';
import { created } from '../../platform/replies.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { ForecastAssumptionsService } from './assumptions-service.ts';
import type { ForecastScenariosService } from './scenarios-service.ts';

type Options = {
  assumptions: ForecastAssumptionsService;
  scenarios: ForecastScenariosService;
};

// The firm's forecast assumptions (docs/forecast.md) (read by all of the firm, drafted and published by
// its admins) and the scenarios advisers save for a client and share to the client's portal.
export const forecastRoutes = signedInRoutes<Options>(async (app, { assumptions, scenarios }) => {
  app.get(
    '/api/forecast/assumptions',
    { schema: { response: { 200: forecastAssumptionsResponseSchema } } },
    (request) => assumptions.current(requireAuth(request)),
  );

  const draft = '/api/adviser/forecast/assumptions/draft';

  app.get(draft, { schema: { response: { 200: forecastAssumptionsDraftResponseSchema } } }, (request) =>
    assumptions.getDraft(requireAuth(request)),
  );

  app.put(
    draft,
    {
      schema: {
        body: saveForecastAssumptionsRequestSchema,
        response: { 200: forecastAssumptionsDraftResponseSchema },
      },
    },
    (request) => assumptions.saveDraft(requireAuth(request), request.body.assumptions),
  );

  app.post(
    '/api/adviser/forecast/assumptions/publish',
    { schema: { response: { 201: forecastAssumptionsResponseSchema } } },
    (request, reply) => created(reply, assumptions.publish(requireAuth(request), clientInfoOf(request))),
  );

  app.get(
    '/api/adviser/forecast/assumptions/versions',
    { schema: { response: { 200: forecastAssumptionsVersionsResponseSchema } } },
    (request) => assumptions.listVersions(requireAuth(request)),
  );

  app.get(
    '/api/forecast/scenarios',
    { schema: { response: { 200: savedScenariosResponseSchema } } },
    (request) => scenarios.listShared(requireAuth(request)),
  );

  const forClient = '/api/adviser/clients/:clientId/forecast/scenarios';

  getForClient(app, forClient, savedScenariosResponseSchema, scenarios.listForClient);

  createForClient(
    app,
    forClient,
    { body: createScenarioRequestSchema, response: savedScenarioResponseSchema },
    scenarios.create,
  );

  updateForClient(
    app,
    'PATCH',
    `${forClient}/:scenarioId`,
    {
      params: scenarioParamsSchema,
      key: 'scenarioId',
      body: updateScenarioRequestSchema,
      response: savedScenarioResponseSchema,
    },
    scenarios.update,
  );

  deleteForClient(app, `${forClient}/:scenarioId`, scenarioParamsSchema, 'scenarioId', scenarios.remove);
});
