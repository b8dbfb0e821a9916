import type { Db } from '../../db/connect.ts';
import type { Clock } from '../clock.ts';
import { portalUrlAt } from '../site.ts';
import { createOutboxRepo, type NewOutboxMessage, type OutboxRow } from './repo.ts';

export type MailMessage = {
  firmId?: number | null;
  to: string;
  subject: string;
  text: string;
  html: string;
  // Extra headers, e.g. an alert's RFC 8058 List-Unsubscribe pair (links in them move to the firm's domain too).
  headers?: Record<string, string>;
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

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

// Features hand every mail and SMS to this; nothing is sent inside a request, so a slow or failing
// provider never slows or fails the request, and the durable row survives restarts.
// appUrl: the portal's public origin (APP_URL). With it, a mail of a firm served at its own domain has
// its links to the portal moved to that domain, whichever feature wrote it: the firm's users sign in there only.
export function createOutbox(db: Db, clock: Clock, options: { appUrl?: string } = {}): Outbox {
  const repo = createOutboxRepo(db);
  const listeners = new Set<() => void>();
  const appUrl = options.appUrl?.replace(/\/+$/, '');
  const portalLink = appUrl ? new RegExp(`${escapeRegExp(appUrl)}(?=[/?#"'<>\\s)]|$)`, 'g') : null;

  async function localise(message: NewOutboxMessage): Promise<NewOutboxMessage> {
    if (!appUrl || !portalLink || message.channel !== 'mail' || message.firmId == null) return message;
    const domain = await repo.findFirmDomain(message.firmId);
    if (!domain) return message;
    const firmUrl = portalUrlAt(appUrl, domain);
    const move = (text: string) => text.replace(portalLink, firmUrl);
    const headers = message.headers
      ? Object.fromEntries(Object.entries(message.headers).map(([name, value]) => [name, move(value)]))
      : message.headers;
    return {
      ...message,
      text: move(message.text),
      html: message.html ? move(message.html) : message.html,
      headers,
    };
  }

  async function enqueue(message: NewOutboxMessage) {
    await repo.insert(await localise(message), clock.now());
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
        headers: m.headers ?? null,
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
