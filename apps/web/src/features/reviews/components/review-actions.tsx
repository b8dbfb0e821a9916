import type { AdviserReviewResponse } from '@atrium/domain/contract/reviews';
import { suitabilityLabels } from '@atrium/domain/contract/reviews';
import { useState } from 'react';
import { ErrorAlert } from '../../../ui/alert.tsx';
import { Button } from '../../../ui/button.tsx';
import { SelectField } from '../../../ui/select-field.tsx';
import { TextField } from '../../../ui/text-field.tsx';
import { TextAreaField } from '../../../ui/textarea-field.tsx';
import { reviewActions } from '../api.ts';
import { useReviewAction } from './use-review-action.ts';
import { formatWhen } from './when.ts';

type Props = { clientId: number; view: AdviserReviewResponse };

// The household's next review date (a new review, or the open one moved).
export function ScheduleForm({ clientId, view }: Props) {
  const [dueOn, setDueOn] = useState(
    view.data && view.data.status !== 'completed' ? view.data.due_on : view.suggested_next_due_on,
  );
  const action = useReviewAction(clientId, reviewActions(clientId).schedule, ['due_on']);
  return (
    <div className="flex flex-wrap items-end gap-3">
      <TextField
        label="Date of the review"
        type="date"
        value={dueOn}
        onChange={(e) => setDueOn(e.target.value)}
        error={action.errorOf('due_on')}
      />
      <Button
        variant="secondary"
        isPending={action.isPending}
        onClick={() => action.mutate({ due_on: dueOn })}
      >
        Set review date
      </Button>
      {action.message ? <ErrorAlert>{action.message}</ErrorAlert> : null}
    </div>
  );
}

// The meeting: one of the household's booked appointments, or a date arranged another way.
export function MeetingForm({ clientId, view }: Props) {
  const [appointment, setAppointment] = useState('');
  const [meetingOn, setMeetingOn] = useState(view.data?.meeting_on ?? view.data?.due_on ?? '');
  const action = useReviewAction(clientId, reviewActions(clientId).meeting, ['appointment_id', 'meeting_on']);
  const options = [
    { value: '', label: 'Arranged outside the calendar' },
    ...view.appointments.map((a) => ({ value: String(a.id), label: formatWhen(a.starts_at) })),
  ];
  return (
    <div className="flex flex-wrap items-end gap-3">
      <SelectField
        label="Appointment"
        options={options}
        value={appointment}
        onChange={(e) => setAppointment(e.target.value)}
        error={action.errorOf('appointment_id')}
      />
      {appointment === '' ? (
        <TextField
          label="Meeting date"
          type="date"
          value={meetingOn}
          onChange={(e) => setMeetingOn(e.target.value)}
          error={action.errorOf('meeting_on')}
        />
      ) : null}
      <Button
        variant="secondary"
        isPending={action.isPending}
        onClick={() =>
          action.mutate({
            meeting_on: meetingOn || (view.data?.due_on ?? ''),
            appointment_id: appointment ? Number(appointment) : null,
          })
        }
      >
        Record the meeting
      </Button>
      {action.message ? <ErrorAlert>{action.message}</ErrorAlert> : null}
    </div>
  );
}

// Completing: the outcome, the suitability decision and the next date.
export function CompleteForm({ clientId, view }: Props) {
  const [outcome, setOutcome] = useState('');
  const [suitability, setSuitability] = useState<'' | keyof typeof suitabilityLabels>('');
  const [next, setNext] = useState(view.suggested_next_due_on);
  const action = useReviewAction(clientId, reviewActions(clientId).complete, [
    'outcome',
    'suitability',
    'next_due_on',
  ]);
  const options = [
    { value: '', label: 'Choose…' },
    ...Object.entries(suitabilityLabels).map(([value, label]) => ({ value, label })),
  ];
  return (
    <div className="flex flex-col gap-4">
      <TextAreaField
        label="Outcome"
        hint="What was reviewed and agreed. Kept in the review record."
        value={outcome}
        onChange={(e) => setOutcome(e.target.value)}
        error={action.errorOf('outcome')}
      />
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label="Suitability"
          options={options}
          value={suitability}
          onChange={(e) => setSuitability(e.target.value as typeof suitability)}
          error={action.errorOf('suitability')}
        />
        <TextField
          label="Next review date"
          type="date"
          value={next}
          onChange={(e) => setNext(e.target.value)}
          error={action.errorOf('next_due_on')}
        />
      </div>
      {action.message ? <ErrorAlert>{action.message}</ErrorAlert> : null}
      <div>
        <Button
          isPending={action.isPending}
          onClick={() =>
            action.mutate({ outcome, suitability: suitability as 'unchanged', next_due_on: next })
          }
        >
          Complete the review
        </Button>
      </div>
    </div>
  );
}

// Once the date has passed: declined by the client or not attempted, with the reason.
export function CloseForm({ clientId }: { clientId: number }) {
  const [status, setStatus] = useState<'declined' | 'not_attempted'>('declined');
  const [reason, setReason] = useState('');
  const action = useReviewAction(clientId, reviewActions(clientId).close, ['reason']);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-gray-800 dark:text-gray-200">
        The review date has passed. If it will not happen, record why; the next review is then scheduled.
      </p>
      <SelectField
        label="What happened"
        options={[
          { value: 'declined', label: 'Declined by the client' },
          { value: 'not_attempted', label: 'Not attempted' },
        ]}
        value={status}
        onChange={(e) => setStatus(e.target.value as typeof status)}
      />
      <TextAreaField
        label="Reason"
        value={reason}
        onChange={(e) => setReason(e.target.value)}
        error={action.errorOf('reason')}
      />
      {action.message ? <ErrorAlert>{action.message}</ErrorAlert> : null}
      <div>
        <Button
          variant="danger"
          isPending={action.isPending}
          onClick={() => action.mutate({ status, reason })}
        >
          Close the review
        </Button>
      </div>
    </div>
  );
}
