import { adviserClientParamsSchema } from '@atrium/domain/contract/adviser';
import {
  adviserReviewResponseSchema,
  clientReviewResponseSchema,
  closeReviewRequestSchema,
  completeReviewRequestSchema,
  declineReviewRequestSchema,
  pipelineQuerySchema,
  pipelineResponseSchema,
  recordMeetingRequestSchema,
  saveCheckInRequestSchema,
  scheduleReviewRequestSchema,
} from '@atrium/domain/contract/reviews';
import { requireAuth, signedInRoutes } from '../../platform/authenticate.ts';
import { getForClient } from '../../platform/client-routes.ts';
import { clientInfoOf } from '../../platform/site.ts';
import type { ReviewsService } from './service.ts';

type Options = { service: ReviewsService };

// The periodic review (docs/reviews.md): the household's check-in, and the adviser's pipeline and review.
export const reviewsRoutes = signedInRoutes<Options>(async (app, { service }) => {
  const response = { 200: clientReviewResponseSchema };

  app.get('/api/review', { schema: { response } }, (request) => service.clientView(requireAuth(request)));

  app.put('/api/review/check-in', { schema: { body: saveCheckInRequestSchema, response } }, (request) =>
    service.saveCheckIn(requireAuth(request), request.body),
  );

  app.post('/api/review/check-in/confirm', { schema: { response } }, (request) =>
    service.confirmCheckIn(requireAuth(request), clientInfoOf(request)),
  );

  app.post('/api/review/decline', { schema: { body: declineReviewRequestSchema, response } }, (request) =>
    service.decline(requireAuth(request), request.body, clientInfoOf(request)),
  );

  app.get(
    '/api/adviser/reviews',
    { schema: { querystring: pipelineQuerySchema, response: { 200: pipelineResponseSchema } } },
    (request) => service.pipeline(requireAuth(request), request.query),
  );

  const base = '/api/adviser/clients/:clientId/review';
  const staff = { 200: adviserReviewResponseSchema };

  getForClient(app, base, adviserReviewResponseSchema, service.detail);

  app.put(
    `${base}/schedule`,
    { schema: { params: adviserClientParamsSchema, body: scheduleReviewRequestSchema, response: staff } },
    (request) =>
      service.schedule(requireAuth(request), request.params.clientId, request.body, clientInfoOf(request)),
  );

  app.post(
    `${base}/meeting`,
    { schema: { params: adviserClientParamsSchema, body: recordMeetingRequestSchema, response: staff } },
    (request) =>
      service.recordMeeting(
        requireAuth(request),
        request.params.clientId,
        request.body,
        clientInfoOf(request),
      ),
  );

  app.post(
    `${base}/complete`,
    { schema: { params: adviserClientParamsSchema, body: completeReviewRequestSchema, response: staff } },
    (request) =>
      service.complete(requireAuth(request), request.params.clientId, request.body, clientInfoOf(request)),
  );

  app.post(
    `${base}/close`,
    { schema: { params: adviserClientParamsSchema, body: closeReviewRequestSchema, response: staff } },
    (request) =>
      service.close(requireAuth(request), request.params.clientId, request.body, clientInfoOf(request)),
  );
});
