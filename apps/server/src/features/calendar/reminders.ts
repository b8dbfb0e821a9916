import { dueWorkJob } from '../../platform/periodic-job.ts';

// The in-process job behind "a reminder the day before": every few minutes it asks the service to send what is
// due. Running on every instance is safe: the database hands each reminder to one run only.
export const createCalendarReminders = dueWorkJob('sendDueReminders', {
  intervalMs: 60_000,
  failure: 'Appointment reminders failed',
});
