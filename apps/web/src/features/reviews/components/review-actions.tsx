import type { AdviserReviewResponse } from '@atrium/domain/contract/reviews';
import {
  type CloseReviewRequest,
  type CompleteReviewRequest,
  closeReviewRequestSchema,
  completeReviewRequestSchema,
  type RecordMeetingRequest,
  recordMeetingRequestSchema,
  type ScheduleReviewRequest,
  scheduleReviewRequestSchema,
  suitabilityLabels,
} from '@atrium/domain/contract/reviews';
import { isClosedReview } from '@atrium/domain/review/schedule';
import { Button } from '../../../ui/button.tsx';
import { AppFormView, useAppForm } from '../../../ui/form.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { reviewActions } from '../api.ts';
import { useReviewAction } from './use-review-action.ts';
import { formatWhen } from './when.ts';

type Props = { clientId: number; view: AdviserReviewResponse };

// The adviser's review actions (docs/reviews.md), each a form of ui/form.tsx checked with its request's schema from
// the contract; the server's 422s land beside the fields, which are named as the request's keys.

// The household's next review date (a new review, or the open one moved).
export function ScheduleForm({ clientId, view }: Props) {
  const action = useReviewAction(clientId, reviewActions(clientId).schedule);
  const form = useAppForm<ScheduleReviewRequest>({
    schema: scheduleReviewRequestSchema,
    // An open review's own date; after a closed one, the next review's (or the firm's frequency from today).
    defaultValues: {
      due_on:
        view.data && !isClosedReview(view.data.status)
          ? view.data.due_on
          : (view.next_due_on ?? view.suggested_next_due_on),
    },
    mutation: action,
    onValid: (body) => action.mutate(body),
  });
  return (
    <AppFormView form={form} className="flex flex-wrap items-end gap-3">
      <TextField label="Date of the review" type="date" {...form.field('due_on')} />
      <Button type="submit" variant="secondary" isPending={form.isPending}>
        Set review date
      </Button>
    </AppFormView>
  );
}

// The meeting: one of the household's booked appointments, or a date arranged another way (the review's date when
// none is given).
type MeetingValues = { appointment_id: string; meeting_on: string };

export function MeetingForm({ clientId, view }: Props) {
  const action = useReviewAction(clientId, reviewActions(clientId).meeting);
  const form = useAppForm<MeetingValues, RecordMeetingRequest>({
    schema: recordMeetingRequestSchema,
    toRequest: (values) => ({
      meeting_on: values.meeting_on || (view.data?.due_on ?? ''),
      appointment_id: values.appointment_id ? Number(values.appointment_id) : null,
    }),
    defaultValues: { appointment_id: '', meeting_on: view.data?.meeting_on ?? view.data?.due_on ?? '' },
    mutation: action,
    onValid: (body) => action.mutate(body),
  });
  const options = [
    { value: '', label: 'Arranged outside the calendar' },
    ...view.appointments.map((a) => ({ value: String(a.id), label: formatWhen(a.starts_at) })),
  ];
  const isOutsideCalendar = form.form.watch('appointment_id') === '';
  return (
    <AppFormView form={form} className="flex flex-wrap items-end gap-3">
      <SelectField label="Appointment" options={options} {...form.field('appointment_id')} />
      {isOutsideCalendar ? (
        <TextField label="Meeting date" type="date" {...form.field('meeting_on')} />
      ) : null}
      <Button type="submit" variant="secondary" isPending={form.isPending}>
        Record the meeting
      </Button>
    </AppFormView>
  );
}

// Completing: the outcome, the suitability decision and the next date.
type CompleteValues = { outcome: string; suitability: string; next_due_on: string };

export function CompleteForm({ clientId, view }: Props) {
  const action = useReviewAction(clientId, reviewActions(clientId).complete);
  const form = useAppForm<CompleteValues, CompleteReviewRequest>({
    schema: completeReviewRequestSchema,
    toRequest: (values) => values,
    defaultValues: { outcome: '', suitability: '', next_due_on: view.suggested_next_due_on },
    mutation: action,
    onValid: (body) => action.mutate(body),
  });
  const options = [
    { value: '', label: 'Choose…' },
    ...Object.entries(suitabilityLabels).map(([value, label]) => ({ value, label })),
  ];
  return (
    <AppFormView form={form} className="flex flex-col gap-4">
      <TextAreaField
        label="Outcome"
        hint="What was reviewed and agreed. Kept in the review record."
        {...form.field('outcome')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField label="Suitability" options={options} {...form.field('suitability')} />
        <TextField label="Next review date" type="date" {...form.field('next_due_on')} />
      </div>
      <div>
        <Button type="submit" isPending={form.isPending}>
          Complete the review
        </Button>
      </div>
    </AppFormView>
  );
}

// Once the date has passed: declined by the client or not attempted, with the reason.
export function CloseForm({ clientId }: { clientId: number }) {
  const action = useReviewAction(clientId, reviewActions(clientId).close);
  const form = useAppForm<CloseReviewRequest>({
    schema: closeReviewRequestSchema,
    defaultValues: { status: 'declined', reason: '' },
    mutation: action,
    onValid: (body) => action.mutate(body),
  });
  return (
    <AppFormView form={form} className="flex flex-col gap-3">
      <p className="text-sm text-gray-800 dark:text-gray-200">
        The review date has passed. If it will not happen, record why; the next review is then scheduled.
      </p>
      <SelectField
        label="What happened"
        options={[
          { value: 'declined', label: 'Declined by the client' },
          { value: 'not_attempted', label: 'Not attempted' },
        ]}
        {...form.field('status')}
      />
      <TextAreaField label="Reason" {...form.field('reason')} />
      <div>
        <Button type="submit" variant="danger" isPending={form.isPending}>
          Close the review
        </Button>
      </div>
    </AppFormView>
  );
}
