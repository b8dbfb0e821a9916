import { reviewMessages } from '@atrium/domain/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError } from '../../../../lib/http.ts';
import { Button } from '../../../../ui/button.tsx';
import { TextAreaField } from '../../../../ui/textarea-field.tsx';
import { declineReview, reviewCheckInKey } from '../api.ts';

// Saying no to this year's review, with a reason the firm keeps (the regulator counts declined reviews apart from
// those never attempted).
export function DeclineReview() {
  const queryClient = useQueryClient();
  const [reason, setReason] = useState('');
  const [isOpen, setIsOpen] = useState(false);
  const decline = useMutation({
    mutationFn: () => declineReview({ reason }),
    onSuccess: (response) => queryClient.setQueryData(reviewCheckInKey, response),
  });
  const error =
    reason.trim() === '' && decline.isError
      ? reviewMessages.reasonRequired
      : isApiError(decline.error)
        ? (decline.error.errors.reason?.[0] ?? decline.error.message)
        : undefined;
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
    <div className="flex flex-col gap-3 border-t border-gray-200 pt-4 dark:border-gray-700">
      <TextAreaField
        label="Why don’t you want a review this year?"
        hint="Your adviser keeps your reason with your records."
        value={reason}
        maxLength={2000}
        error={error}
        onChange={(event) => setReason(event.target.value)}
      />
      <div className="flex gap-3">
        <Button variant="danger" isPending={decline.isPending} onClick={() => decline.mutate()}>
          Decline the review
        </Button>
        <Button variant="secondary" onClick={() => setIsOpen(false)}>
          Keep my review
        </Button>
      </div>
    </div>
  );
}
