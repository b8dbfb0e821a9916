import type { AdviserReviewResponse } from '@atrium/domain/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { failureMessage, serverFieldErrors } from '../../../ui/form.tsx';
import { reviewKeys } from '../api.ts';

// One of the review's actions: on success the household's review is the answer and the pipeline is read again.
// A failure is read as every form reads one (ui/form.tsx): each shown field's first message beside it, and any other
// refusal (or a network failure) as the form's message, so nothing the server said is dropped.
export function useReviewAction<Body>(
  clientId: number,
  send: (body: Body) => Promise<AdviserReviewResponse>,
  fieldNames: readonly string[],
) {
  const queryClient = useQueryClient();
  const mutation = useMutation({
    mutationFn: send,
    onSuccess: (response) => {
      queryClient.setQueryData(reviewKeys.household(clientId), response);
      void queryClient.invalidateQueries({ queryKey: reviewKeys.pipeline });
    },
  });
  const fieldErrors = serverFieldErrors(mutation.error, fieldNames);
  const errorOf = (field: string): string | undefined => fieldErrors[field];
  const message = failureMessage(mutation.error, fieldNames);
  return { ...mutation, errorOf, message };
}
