import { dueWorkJob } from '../../platform/periodic-job.ts';

// The in-process job behind "reminded a month before the review date": every quarter of an hour it asks the
// service to send what is due. Running on every instance is safe: the database hands each result's reminder to one
// run only (repo.claimDueReviewReminders).
export const createRiskReviewReminders = dueWorkJob('sendDueReviewReminders', {
  intervalMs: 15 * 60_000,
  failure: 'Risk review reminders failed',
});
