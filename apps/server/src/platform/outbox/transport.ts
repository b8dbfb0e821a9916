// What the worker needs of a mail or SMS provider. A provider that can say a message will never go
// through (an invalid address or number) throws PermanentSendError, so it is not retried for hours.
export type OutgoingMessage = {
  to: string;
  subject: string | null;
  text: string;
  html: string | null;
  // Only on mail that has extra headers (an alert's List-Unsubscribe pair).
  headers?: Record<string, string>;
};

export type Transport = {
  // Stored with the sent message: 'smtp', 'twilio' or 'development-outbox'.
  name: string;
  // The development outbox *is* the table, so its bodies are kept; real providers' are cleared once sent.
  keepsBody: boolean;
  send(message: OutgoingMessage): Promise<void>;
};

export class PermanentSendError extends Error {
  override name = 'PermanentSendError';
}

// No provider configured: the message stays readable in the outbox table (GET api/dev/outbox).
export const developmentOutboxTransport: Transport = {
  name: 'development-outbox',
  keepsBody: true,
  send: async () => {},
};
