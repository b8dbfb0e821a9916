import {
  type AdviserReviewResponse,
  adviserReviewResponseSchema,
  type CloseReviewRequest,
  type CompleteReviewRequest,
  type PipelineQuery,
  pipelineResponseSchema,
  type RecordMeetingRequest,
  type ScheduleReviewRequest,
} from '@atrium/domain/contract/reviews';
import { getQuery } from '../../lib/get-query.ts';
import { http } from '../../lib/http.ts';

// The adviser's review pipeline and one household's review (docs/reviews.md).
export const reviewKeys = {
  pipeline: ['reviews', 'pipeline'] as const,
  pipelinePage: (params: PipelineQuery) => ['reviews', 'pipeline', params] as const,
  household: (clientId: number) => ['reviews', 'household', clientId] as const,
};

// One page of the pipeline, of one stage or all, with the counts at each stage.
export const pipelineQueryOptions = (params: PipelineQuery) =>
  getQuery(
    reviewKeys.pipelinePage(params),
    `/api/adviser/reviews?${new URLSearchParams(params)}`,
    pipelineResponseSchema,
  );

export const householdReviewQueryOptions = (clientId: number) =>
  getQuery(
    reviewKeys.household(clientId),
    `/api/adviser/clients/${clientId}/review`,
    adviserReviewResponseSchema,
  );

const base = (clientId: number) => `/api/adviser/clients/${clientId}/review`;
const schema = adviserReviewResponseSchema;

export const reviewActions = (clientId: number) => ({
  schedule: (body: ScheduleReviewRequest): Promise<AdviserReviewResponse> =>
    http.put(`${base(clientId)}/schedule`, { body, schema }),
  meeting: (body: RecordMeetingRequest): Promise<AdviserReviewResponse> =>
    http.post(`${base(clientId)}/meeting`, { body, schema }),
  complete: (body: CompleteReviewRequest): Promise<AdviserReviewResponse> =>
    http.post(`${base(clientId)}/complete`, { body, schema }),
  close: (body: CloseReviewRequest): Promise<AdviserReviewResponse> =>
    http.post(`${base(clientId)}/close`, { body, schema }),
});
