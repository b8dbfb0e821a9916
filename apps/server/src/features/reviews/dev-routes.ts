import { devReviewRunResponseSchema } from '@atrium/domain/contract/reviews';
import { type DevAid, runJobNow } from '../../platform/dev-only.ts';
import type { ReviewsService } from './service.ts';

// The review job's pass now (platform/dev-only.ts), so the e2e journey and a newcomer need not wait a quarter of an
// hour for the next run after setting a date.
export const reviewsRunNow = (service: ReviewsService): DevAid =>
  runJobNow('/api/dev/reviews/run', { response: devReviewRunResponseSchema }, async () => ({
    claimed: await service.sendDueReviewWork(),
  }));
