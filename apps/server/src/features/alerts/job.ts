import { dueWorkJob } from '../../platform/periodic-job.ts';

// The in-process job behind "a message still unread after ALERT_MAIL_DELAY_SECONDS": every half minute it asks
// the service to send what is due. Running on every instance is safe: the database hands each pending alert to one
// run only (repo.claimDueMessageAlerts).
export const createMessageAlertsJob = dueWorkJob('sendDueMessageAlerts', {
  intervalMs: 30_000,
  failure: 'Message alert mails failed',
});
