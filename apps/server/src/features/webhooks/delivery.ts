import type { WebhookPayload } from '@atrium/domain/contract/webhooks';
import type { EventRow } from './repo.ts';

// When a failed try is tried again, after the first try: the schedule Standard Webhooks gives as its example
// (standardwebhooks.com, "Retry schedule"): 5 s, 5 min, 30 min, 2 h, 5 h, 10 h, 10 h, so eight tries over about
// 27½ hours, more than a day. After the last the delivery has failed.
export const retryDelaysMs = [5, 300, 1_800, 7_200, 18_000, 36_000, 36_000].map((seconds) => seconds * 1000);

// When the delivery whose `attempts` tries (this one included) have all failed is due again, or null: failed.
export function nextAttemptAt(attempts: number, now: Date): Date | null {
  const delay = retryDelaysMs[attempts - 1];
  return delay === undefined ? null : new Date(now.getTime() + delay);
}

// The Standard Webhooks message id: one per event, the same on every try and replay, for the receiver to dedupe.
export const messageIdOf = (eventId: number) => `msg_${eventId}`;

// A thin event: its type, when it happened, its place in the firm's order and the ids it is about.
export function payloadOf(event: EventRow): WebhookPayload {
  const data: Record<string, number | string> = {};
  for (const [key, value] of Object.entries(event.data))
    if (typeof value === 'number' || typeof value === 'string') data[key] = value;
  return {
    type: event.type as WebhookPayload['type'],
    timestamp: event.occurredAt.toISOString(),
    sequence: event.id,
    data,
  };
}
