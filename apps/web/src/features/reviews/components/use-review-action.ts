import type { AdviserReviewResponse } from '@atrium/domain/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { isApiError } from '../../../lib/http.ts';
import { reviewKeys } from '../api.ts';

// One of the review's actions: on success the household's review is the answer and the pipeline is read again.
export function useReviewAction<Body>(
  clientId: number,
  send: (body: Body) => Promise<AdviserReviewResponse>,
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      queryClient.setQueryData(reviewKeys.household(clientId), response);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.pipeline });
    },
  });
  const errorOf = (field: string) =>
    isApiError(mutation.error) ? (mutation.error.errors[field]?.[0] ?? undefined) : undefined;
  const message =
    isApiError(mutation.error) && Object.keys(mutation.error.errors).length === 0
      ? mutation.error.message
      : null;
  return { ...mutation, errorOf, message };
}
