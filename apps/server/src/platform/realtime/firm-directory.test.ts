import { describe, expect, it } from 'vitest';
import { createFirmDirectory } from './firm-directory.ts';

// A lookup the test answers when it chooses, and a directory whose sends and failures are recorded as
// "user@firm:data" and "user!data".
function directoryWith(held: (userId: number) => number | undefined, maxRemembered?: number) {
  const asked: number[][] = [];
  const answers: ((firms: Map<number, number>) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const sent: string[] = [];
  const failed: string[] = [];
  const directory = createFirmDirectory({
    firmsOfUsers: (userIds) =>
      new Promise((resolve, reject) => {
        asked.push(userIds);
        answers.push(resolve);
        failures.push(reject);
      }),
    held,
    send: async (firmId, userId, _event, data) => {
      sent.push(`${userId}@${firmId}:${data}`);
      return 1;
    },
    failed: (userId, _event, data) => {
      failed.push(`${userId}!${data}`);
    },
    ...(maxRemembered === undefined ? {} : { maxRemembered }),
  });
  return { directory, asked, answers, failures, sent, failed };
}

describe('the firm directory', () => {
  it('sends at once for a user held here, without a lookup', async () => {
    const { directory, asked, sent } = directoryWith(() => 3);
    expect(await directory.route(7, 'e', 'a')).toBe(1);
    expect(sent).toEqual(['7@3:a']);
    expect(asked).toEqual([]);
  });

  it("looks up a tick's unknown users in one call, remembers them, and answers 0 for a user with no firm", async () => {
    const { directory, asked, answers, sent } = directoryWith(() => undefined);
    const answered = Promise.all([7, 8, 404].map((userId) => directory.route(userId, 'e', 'a')));
    await Promise.resolve();
    expect(asked).toEqual([[7, 8, 404]]);
    answers[0]?.(
      new Map([
        [7, 1],
        [8, 2],
      ]),
    );
    expect(await answered).toEqual([1, 1, 0]);
    expect(await directory.route(8, 'e', 'b')).toBe(1);
    expect(sent).toEqual(['7@1:a', '8@2:a', '8@2:b']);
    expect(asked).toHaveLength(1);
  });

  it("keeps a user's events in order while their firm is looked up, even once they are held meanwhile", async () => {
    let heldFirm: number | undefined;
    const { directory, answers, sent } = directoryWith(() => heldFirm);
    const first = directory.route(7, 'e', '1');
    await Promise.resolve();
    // Their first socket subscribes here while the lookup is on its way: the next event still waits its turn.
    heldFirm = 1;
    const second = directory.route(7, 'e', '2');
    expect(sent).toEqual([]);
    answers[0]?.(new Map([[7, 1]]));
    await Promise.all([first, second]);
    expect(sent).toEqual(['7@1:1', '7@1:2']);
  });

  it('tells of the waiting events when the lookup fails, answers 0, and looks up again next time', async () => {
    const { directory, asked, answers, failures, failed } = directoryWith(() => undefined);
    const first = directory.route(7, 'e', 'a');
    await Promise.resolve();
    failures[0]?.(new Error('database down'));
    expect(await first).toBe(0);
    expect(failed).toEqual(['7!a']);
    const retried = directory.route(7, 'e', 'b');
    await Promise.resolve();
    answers[1]?.(new Map([[7, 1]]));
    expect(await retried).toBe(1);
    expect(asked).toEqual([[7], [7]]);
  });

  it('forgets the oldest remembered users past its bound', async () => {
    const { directory, asked, answers } = directoryWith(() => undefined, 2);
    const all = Promise.all([1, 2, 3].map((userId) => directory.route(userId, 'e', 'a')));
    await Promise.resolve();
    answers[0]?.(
      new Map([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
    );
    await all;
    expect(await directory.route(3, 'e', 'a')).toBe(1);
    const again = directory.route(1, 'e', 'a');
    await Promise.resolve();
    expect(asked).toEqual([[1, 2, 3], [1]]);
    answers[1]?.(new Map([[1, 1]]));
    expect(await again).toBe(1);
  });
});
