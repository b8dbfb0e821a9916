import { encodeFirmMessage, type FirmEntry } from './firm-message.ts';
import type { PublishBatcher } from './publish-batch.ts';

// What one firm's channel is sent in a tick: its entries in the order they were published, and one answer for all.
type Batch = { entries: FirmEntry[]; sent: Promise<number>; resolve: (count: number) => void };

export type FirmBatcher = (channel: string, userId: number, event: string, data: string) => Promise<number>;

// Events published in the same tick to users of one firm leave as one message on the firm's channel (decision 018):
// a notice to a firm's 30 000 users is one PUBLISH, not 30 000. An event goes into the last entry when it is the same
// event with the same data (one entry for the notice), else into a new entry after it, so each user's events keep the
// order they were published in. Every firm's message of the tick then goes in the same script call (publish-batch.ts).
// Each publish answers its message's receiver count (the instances holding the firm), one promise shared by the whole
// message; when the message cannot be sent, `failed` is told its entries and every publish of it answers 0.
export function createFirmBatcher(
  publishBatched: PublishBatcher,
  failed: (entries: readonly FirmEntry[], error: unknown) => void,
): FirmBatcher {
  let pending = new Map<string, Batch>();

  function flush(): void {
    const batches = pending;
    pending = new Map();
    for (const [channel, batch] of batches) {
      publishBatched(channel, encodeFirmMessage(batch.entries)).then(batch.resolve, (error: unknown) => {
        failed(batch.entries, error);
        batch.resolve(0);
      });
    }
  }

  function batchOf(channel: string): Batch {
    const existing = pending.get(channel);
    if (existing) return existing;
    if (pending.size === 0) queueMicrotask(flush);
    let resolve: Batch['resolve'] = () => {};
    const sent = new Promise<number>((settle) => {
      resolve = settle;
    });
    const batch = { entries: [], sent, resolve };
    pending.set(channel, batch);
    return batch;
  }

  return (channel, userId, event, data) => {
    const batch = batchOf(channel);
    const last = batch.entries.at(-1);
    if (last && last.event === event && last.data === data) last.userIds.push(userId);
    else batch.entries.push({ event, userIds: [userId], data });
    return batch.sent;
  };
}
