import {
  reviewFrequencyMonthsMax,
  reviewFrequencyMonthsMin,
  reviewLeadWeeksMax,
  reviewLeadWeeksMin,
  reviewReminderDaysMax,
  reviewReminderDaysMin,
} from '@atrium/domain/review/schedule';
import { TextField } from '../../../ui/text-field.tsx';
import { numberInput, type Registered, SettingCard } from './setting-card.tsx';

// The periodic review's schedule (docs/reviews.md): how often, how far ahead the client's check-in opens, and how
// often an unanswered check-in is reminded.
export function ReviewScheduleCard(props: {
  frequency: Registered;
  lead: Registered;
  reminders: Registered;
}) {
  return (
    <SettingCard title="Annual reviews">
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
    </SettingCard>
  );
}
