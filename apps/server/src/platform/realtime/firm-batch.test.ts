import { describe, expect, it } from 'vitest';
import { createFirmBatcher } from './firm-batch.ts';
import { decodeFirmMessage } from './firm-message.ts';

// A stand-in for the script batcher (publish-batch.ts): records each channel's message, answers 2 receivers (or
// fails, and the batcher's failures are recorded).
function recording(fail = false) {
  const sent: { channel: string; message: string }[] = [];
  const failed: string[] = [];
  const batcher = createFirmBatcher(
    async (channel, message) => {
      sent.push({ channel, message });
      if (fail) throw new Error('Redis down');
      return 2;
    },
    (entries) => {
      for (const entry of entries) failed.push(`${entry.event} to ${entry.userIds.join(',')}`);
    },
  );
  return { sent, failed, batcher };
}

describe('the firm batcher', () => {
  it("sends a tick's events as one message per firm, one entry for an event with the same data", async () => {
    const { sent, batcher } = recording();
    const answers = await Promise.all([
      ...Array.from({ length: 500 }, (_, i) => batcher('firm.1', i + 1, 'notice', '{"n":1}')),
      batcher('firm.2', 900, 'notice', '{"n":1}'),
    ]);
    expect(answers.every((count) => count === 2)).toBe(true);
    expect(sent.map((message) => message.channel)).toEqual(['firm.1', 'firm.2']);
    expect(decodeFirmMessage(sent[0]?.message ?? '')).toEqual([
      { event: 'notice', userIds: Array.from({ length: 500 }, (_, i) => i + 1), data: '{"n":1}' },
    ]);
  });

  it("keeps each user's events in the order they were published, the same event twice included", async () => {
    const { sent, batcher } = recording();
    await Promise.all([
      batcher('firm.1', 7, 'a', '{"n":1}'),
      batcher('firm.1', 8, 'a', '{"n":1}'),
      batcher('firm.1', 7, 'b', '{"n":2}'),
      batcher('firm.1', 7, 'a', '{"n":1}'),
    ]);
    const entries = decodeFirmMessage(sent[0]?.message ?? '') ?? [];
    const heardBy = (userId: number) =>
      entries.flatMap((entry) => (entry.userIds.includes(userId) ? [`${entry.event}${entry.data}`] : []));
    expect(heardBy(7)).toEqual(['a{"n":1}', 'b{"n":2}', 'a{"n":1}']);
    expect(heardBy(8)).toEqual(['a{"n":1}']);
  });

  it('sends the next tick as a message of its own, after the first', async () => {
    const { sent, batcher } = recording();
    await batcher('firm.1', 7, 'a', '{"n":1}');
    await batcher('firm.1', 7, 'a', '{"n":2}');
    expect(sent.map(({ message }) => decodeFirmMessage(message)?.[0]?.data)).toEqual(['{"n":1}', '{"n":2}']);
  });

  it('tells of every entry of a message that could not be sent, and answers 0', async () => {
    const { failed, batcher } = recording(true);
    const answers = await Promise.all([batcher('firm.1', 7, 'a', '{}'), batcher('firm.1', 8, 'a', '{}')]);
    expect(answers).toEqual([0, 0]);
    expect(failed).toEqual(['a to 7,8']);
  });
});
