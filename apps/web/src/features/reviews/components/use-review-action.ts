import type { AdviserReviewResponse } from '@atrium/domain/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { reviewKeys } from '../api.ts';

// One of the review's actions, sent by its form (review-actions.tsx, ui/form.tsx): on success the household's review
// is the answer and the pipeline is read again.
export function useReviewAction<Body>(
  clientId: number,
  send: (body: Body) => Promise<AdviserReviewResponse>,
) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      queryClient.setQueryData(reviewKeys.household(clientId), response);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.pipeline });
    },
  });
}
