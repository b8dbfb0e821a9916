import { parseIsoDate } from '../factfind/dates.ts';
import { addDaysIso, addMonthsIso } from '../risk/review.ts';

// The periodic suitability review (COBS 9A.3.9: at least annually where ongoing advice is paid for; docs/reviews.md).
// A firm sets how often (months), how many weeks before the date the client's check-in opens, and how many days
// apart the reminders go while it is not done; an adviser sets each household's next date.
export const reviewFrequencyMonthsDefault = 12;
export const reviewFrequencyMonthsMin = 1;
// COBS 9A.3.9: at least annually.
export const reviewFrequencyMonthsMax = 12;
export const reviewLeadWeeksDefault = 6;
export const reviewLeadWeeksMin = 1;
export const reviewLeadWeeksMax = 26;
export const reviewReminderDaysDefault = 14;
export const reviewReminderDaysMin = 1;
export const reviewReminderDaysMax = 60;

// A review's states, in the order the pipeline shows them. 'scheduled' is "due" once its check-in is near; the last
// three close it. Overdue is not a state: an open review whose date has passed (isOverdue).
export const reviewStatuses = [
  'scheduled',
  'invited',
  'in_progress',
  'checkin_done',
  'meeting_booked',
  'completed',
  'declined',
  'not_attempted',
] as const;
export type ReviewStatus = (typeof reviewStatuses)[number];
export const closedReviewStatuses: readonly ReviewStatus[] = ['completed', 'declined', 'not_attempted'];

export const reviewStatusLabels: Record<ReviewStatus, string> = {
  scheduled: 'Due',
  invited: 'Invited',
  in_progress: 'Check-in in progress',
  checkin_done: 'Check-in done',
  meeting_booked: 'Meeting booked',
  completed: 'Completed',
  declined: 'Declined by client',
  not_attempted: 'Not attempted',
};

export function isClosedReview(status: ReviewStatus): boolean {
  return closedReviewStatuses.includes(status);
}

// The day the check-in opens: `leadWeeks` whole weeks before the review date.
export function checkInOpensOn(dueOn: string, leadWeeks: number): string {
  return addDaysIso(dueOn, -7 * leadWeeks);
}

// Open and its date has passed (the review date itself is not yet overdue).
export function isOverdue(review: { status: ReviewStatus; dueOn: string }, today: string): boolean {
  return !isClosedReview(review.status) && review.dueOn < today;
}

// The next review date after one completed on `completedOn`: the firm's frequency later.
export function nextReviewDueOn(completedOn: string, frequencyMonths: number): string {
  return addMonthsIso(completedOn, frequencyMonths);
}

// A next date an adviser may set: a real calendar date, today or later, at most two years away.
export function isValidNextDate(date: string, today: string): boolean {
  if (!parseIsoDate(date)) return false;
  return date >= today && date <= addMonthsIso(today, 24);
}
