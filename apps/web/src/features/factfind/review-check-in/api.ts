import {
  type ClientReviewResponse,
  clientReviewResponseSchema,
  type DeclineReviewRequest,
  type SaveCheckInRequest,
} from '@atrium/domain/contract/reviews';
import { dataQuery } from '../../../lib/get-query.ts';
import { http } from '../../../lib/http.ts';

// The household's annual review check-in (docs/reviews.md): GET/PUT api/review…
export const reviewCheckInKey = ['review-check-in'] as const;

export const reviewCheckInQueryOptions = () =>
  dataQuery(reviewCheckInKey, '/api/review', clientReviewResponseSchema);

export const saveCheckIn = (body: SaveCheckInRequest): Promise<ClientReviewResponse> =>
  http.put('/api/review/check-in', { body, schema: clientReviewResponseSchema });

export const confirmCheckIn = (): Promise<ClientReviewResponse> =>
  http.post('/api/review/check-in/confirm', { schema: clientReviewResponseSchema });

export const declineReview = (body: DeclineReviewRequest): Promise<ClientReviewResponse> =>
  http.post('/api/review/decline', { body, schema: clientReviewResponseSchema });
