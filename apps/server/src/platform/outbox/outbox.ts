import type { Db } from '../../db/connect.ts';
import type { Clock } from '../clock.ts';
import { createOutboxRepo, type NewOutboxMessage, type OutboxRow } from './repo.ts';

export type MailMessage = {
  firmId?: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
};

export type SmsMessage = {
  firmId?: number | null;
  to: string;
  text: string;
  // A one-time code is worthless after it expires: don't deliver it late.
  discardAfter?: Date;
};

export type Outbox = {
  sendMail(message: MailMessage): Promise<void>;
  sendSms(message: SmsMessage): Promise<void>;
  listRecent(limit?: number): Promise<OutboxRow[]>;
  // The in-process worker listens, so a message goes out at once instead of at the next poll.
  onEnqueued(listener: () => void): () => void;
};

// Features hand every mail and SMS to this; nothing is sent inside a request, so a slow or failing
// provider never slows or fails the request, and the durable row survives restarts.
export function createOutbox(db: Db, clock: Clock): Outbox {
  const repo = createOutboxRepo(db);
  const listeners = new Set<() => void>();

  async function enqueue(message: NewOutboxMessage) {
    await repo.insert(message, clock.now());
    for (const listener of listeners) listener();
  }

  return {
    sendMail: (m) =>
      enqueue({
        firmId: m.firmId ?? null,
        channel: 'mail',
        to: m.to,
        subject: m.subject,
        text: m.text,
        html: m.html,
      }),
    sendSms: (m) =>
      enqueue({
        firmId: m.firmId ?? null,
        channel: 'sms',
        to: m.to,
        subject: null,
        text: m.text,
        html: null,
        discardAfter: m.discardAfter ?? null,
      }),
    listRecent: (limit = 200) => repo.listRecent(limit),
    onEnqueued(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
  };
}
