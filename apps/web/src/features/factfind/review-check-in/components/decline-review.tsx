import { declineReviewRequestSchema } from '@atrium/domain/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { ReasonForm } from '../../../../ui/reason-form.tsx';
import { declineReview, reviewCheckInKey } from '../api.ts';

// Saying no to this year's review, with a reason the firm keeps (the regulator counts declined reviews apart from
// those never attempted).
export function DeclineReview() {
  const queryClient = useQueryClient();
  const [isOpen, setIsOpen] = useState(false);
  const decline = useMutation({
    mutationFn: declineReview,
    onSuccess: (response) => queryClient.setQueryData(reviewCheckInKey, response),
  });
  if (!isOpen)
    return (
      <p className="text-sm text-gray-700 dark:text-gray-300">
        Don’t want a review this year?{' '}
        <Button variant="ghost" size="sm" onClick={() => setIsOpen(true)}>
          Decline this review
        </Button>
      </p>
    );
  return (
    <ReasonForm
      schema={declineReviewRequestSchema}
      mutation={decline}
      label="Why don’t you want a review this year?"
      hint="Your adviser keeps your reason with your records."
      maxLength={2000}
      submitLabel="Decline the review"
      cancel={{ label: 'Keep my review', onClick: () => setIsOpen(false) }}
      className="border-t border-gray-200 pt-4 dark:border-gray-700"
    />
  );
}
