import { type DeclineReviewRequest, declineReviewRequestSchema } from '@atrium/domain/contract/reviews';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { Button } from '../../../../ui/button.tsx';
import { AppFormView, useAppForm } from '../../../../ui/form.tsx';
import { TextAreaField } from '../../../../ui/textarea-field.tsx';
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
  const form = useAppForm<DeclineReviewRequest>({
    schema: declineReviewRequestSchema,
    defaultValues: { reason: '' },
    mutation: decline,
    onValid: (body) => decline.mutate(body),
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
    <AppFormView
      form={form}
      className="flex flex-col gap-3 border-t border-gray-200 pt-4 dark:border-gray-700"
    >
      <TextAreaField
        label="Why don’t you want a review this year?"
        hint="Your adviser keeps your reason with your records."
        maxLength={2000}
        {...form.field('reason')}
      />
      <div className="flex gap-3">
        <Button type="submit" variant="danger" isPending={form.isPending}>
          Decline the review
        </Button>
        <Button variant="secondary" onClick={() => setIsOpen(false)}>
          Keep my review
        </Button>
      </div>
    </AppFormView>
  );
}
