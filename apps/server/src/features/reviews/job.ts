import { dueWorkJob } from '../../platform/periodic-job.ts';

// The in-process job behind the review cycle: every quarter of an hour it opens the check-ins whose day has come and
// sends the reminders due. Running on every instance is safe: the database hands each review to one run only
// (repo.claimDueInvitations, repo.claimDueReminders).
export const createReviewJob = dueWorkJob('sendDueReviewWork', {
  intervalMs: 15 * 60_000,
  failure: 'Review invitations and reminders failed',
});
