import {
  overrideRiskCapacityRequestSchema,
  overrideRiskLevelRequestSchema,
  ownRiskAssessmentParamsSchema,
  type RiskAssessmentResponse,
  reviewRiskAssessmentRequestSchema,
  riskAssessmentParamsSchema,
  riskAssessmentResponseSchema,
  riskHouseholdResponseSchema,
  riskOverviewResponseSchema,
  riskQuestionParamsSchema,
  saveRiskAnswerRequestSchema,
} from '@atrium/domain/contract/risk';
import type { z } from 'zod';
import { type AuthContext, requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { getForClient } from '../../platform/client-routes.ts';
import { type ClientInfo, clientInfoOf } from '../../platform/site.ts';
import type { RiskService } from './service.ts';

type Options = { service: RiskService };

// Attitude to risk: the client's questionnaire (api/atrq…) and the adviser's view of a client's (docs/adviser-api.md).
export const riskRoutes = signedInRoutes<Options>(async (app, { service }) => {
  app.get('/api/atrq', { schema: { response: { 200: riskOverviewResponseSchema } } }, (request) =>
    service.overviewOwn(requireAuth(request)),
  );

  app.post('/api/atrq/start', { schema: { response: { 200: riskAssessmentResponseSchema } } }, (request) =>
    service.startOwn(requireAuth(request)),
  );

  app.put(
    '/api/atrq/answers/:questionId',
    {
      schema: {
        params: riskQuestionParamsSchema,
        body: saveRiskAnswerRequestSchema,
        response: { 200: riskAssessmentResponseSchema },
      },
    },
    (request) => service.saveAnswerOwn(requireAuth(request), request.params.questionId, request.body.value),
  );

  app.post('/api/atrq/submit', { schema: { response: { 200: riskAssessmentResponseSchema } } }, (request) =>
    service.submitOwn(requireAuth(request), clientInfoOf(request)),
  );

  // Answers that disagree: the client stands by them, or goes back to change them.
  for (const [action, decide] of [
    ['confirm', service.confirmOwn],
    ['revisit', service.revisitOwn],
  ] as const) {
    app.post(
      `/api/atrq/:assessmentId/${action}`,
      {
        schema: { params: ownRiskAssessmentParamsSchema, response: { 200: riskAssessmentResponseSchema } },
      },
      (request) => decide(requireAuth(request), request.params.assessmentId, clientInfoOf(request)),
    );
  }

  getForClient(
    app,
    '/api/adviser/clients/:clientId/atrq',
    riskHouseholdResponseSchema,
    service.overviewForClient,
  );

  // The adviser's decisions on one assessment of a client's: each posts its own body and answers the assessment.
  const decision = <Body extends z.ZodType>(
    action: 'override' | 'review' | 'capacity',
    body: Body,
    decide: (
      auth: AuthContext,
      clientId: number,
      assessmentId: number,
      input: z.output<Body>,
      info: ClientInfo,
    ) => Promise<RiskAssessmentResponse>,
  ) =>
    app.post(
      `/api/adviser/clients/:clientId/atrq/:assessmentId/${action}`,
      {
        schema: { params: riskAssessmentParamsSchema, body, response: { 200: riskAssessmentResponseSchema } },
      },
      (request) =>
        decide(
          requireAuth(request),
          request.params.clientId,
          request.params.assessmentId,
          // Validated against `body` before the handler runs; the provider cannot name a generic schema's output.
          request.body as z.output<Body>,
          clientInfoOf(request),
        ),
    );

  decision('override', overrideRiskLevelRequestSchema, service.overrideForClient);
  decision('review', reviewRiskAssessmentRequestSchema, service.reviewForClient);
  decision('capacity', overrideRiskCapacityRequestSchema, service.overrideCapacityForClient);
});
