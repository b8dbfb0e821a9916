import {
  reviewFrequencyMonthsMax,
  reviewFrequencyMonthsMin,
  reviewLeadWeeksMax,
  reviewLeadWeeksMin,
  reviewReminderDaysMax,
  reviewReminderDaysMin,
} from '@atrium/domain/review/schedule';
import { Card } from '../../../ui/card.tsx';
import type { AppForm } from '../../../ui/form.tsx';
import { TextField } from '../../../ui/text-field.tsx';

// One field of the settings form, registered by name (ui/form.tsx).
type Registered = ReturnType<AppForm<Record<string, string>>['field']>;

const numberInput = { type: 'number', inputMode: 'numeric', step: 1, className: 'max-w-xs' } as const;

// The periodic review's schedule (docs/reviews.md): how often, how far ahead the client's check-in opens, and how
// often an unanswered check-in is reminded.
export function ReviewScheduleCard(props: {
  frequency: Registered;
  lead: Registered;
  reminders: Registered;
}) {
  return (
    <Card className="space-y-5 p-5 sm:p-6">
      <h2 className="text-lg font-semibold text-gray-900 dark:text-gray-50">Annual reviews</h2>
      <TextField
        label="Review each household every this many months"
        hint={`From ${reviewFrequencyMonthsMin} to ${reviewFrequencyMonthsMax}: clients paying for ongoing advice are offered a review at least once a year. Sets the next date suggested when a review is completed; an adviser can change any household's date.`}
        min={reviewFrequencyMonthsMin}
        max={reviewFrequencyMonthsMax}
        {...numberInput}
        {...props.frequency}
      />
      <TextField
        label="Open the client's check-in this many weeks before the review date"
        hint={`From ${reviewLeadWeeksMin} to ${reviewLeadWeeksMax}. The household is told in the portal and by email.`}
        min={reviewLeadWeeksMin}
        max={reviewLeadWeeksMax}
        {...numberInput}
        {...props.lead}
      />
      <TextField
        label="Remind a household that has not checked in every this many days"
        hint={`From ${reviewReminderDaysMin} to ${reviewReminderDaysMax}.`}
        min={reviewReminderDaysMin}
        max={reviewReminderDaysMax}
        {...numberInput}
        {...props.reminders}
      />
    </Card>
  );
}
