import { dueWorkJob } from '../../platform/periodic-job.ts';

// The in-process job behind "reminded on the firm's cadence until signed or withdrawn": every quarter of an hour it
// asks the service to remind whoever is due. Safe on every instance: the database hands each reminder to one run
// (repo.claimDueReminders).
export const createSignatureReminders = dueWorkJob('sendDueReminders', {
  intervalMs: 15 * 60_000,
  failure: 'Signature reminders failed',
});
