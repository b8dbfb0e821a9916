import { devReviewRunResponseSchema } from '@atrium/domain/contract/reviews';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { isDevCaller } from '../../platform/dev-only.ts';
import { notFound } from '../../platform/errors.ts';
import type { ReviewsService } from './service.ts';

// A development aid, registered by app.ts only outside production and answered only to a caller on this machine
// (as the development outbox): runs the review job once now, so the e2e journey and a newcomer need not wait a
// quarter of an hour for the next run after setting a date.
export const reviewsDevRoutes: FastifyPluginAsyncZod<{ service: ReviewsService }> = async (
  app,
  { service },
) => {
  app.addHook('onRequest', async (request) => {
    if (!isDevCaller(request)) throw notFound();
  });

  app.post(
    '/api/dev/reviews/run',
    { schema: { response: { 200: devReviewRunResponseSchema } } },
    async () => ({
      claimed: await service.sendDueReviewWork(),
    }),
  );
};
