import { dueWorkJob } from '../../platform/periodic-job.ts';

// The in-process job behind recurring requests and reminders (due-work.ts): every quarter of an hour it makes the
// items whose period has started and reminds of those due soon or overdue. Safe on every instance: the database hands
// each item to one run (repo.claimNextOccurrences, claimDueSoon, claimOverdue).
export const createDocumentRequestsJob = dueWorkJob('sendDueDocumentRequestWork', {
  intervalMs: 15 * 60_000,
  failure: 'Document request reminders failed',
});
