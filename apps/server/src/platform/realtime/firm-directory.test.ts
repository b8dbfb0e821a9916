import { describe, expect, it } from 'vitest';
import { createFirmDirectory } from './firm-directory.ts';

// A lookup the test answers when it chooses, recording what it was asked.
function controlledLookup() {
  const asked: number[][] = [];
  const answers: ((firms: Map<number, number>) => void)[] = [];
  const failures: ((error: Error) => void)[] = [];
  const firmsOfUsers = (userIds: number[]) =>
    new Promise<Map<number, number>>((resolve, reject) => {
      asked.push(userIds);
      answers.push(resolve);
      failures.push(reject);
    });
  return { asked, answers, failures, firmsOfUsers };
}

describe('the firm directory', () => {
  it('sends at once for a user held here, without a lookup', async () => {
    const lookup = controlledLookup();
    const directory = createFirmDirectory({ firmsOfUsers: lookup.firmsOfUsers, held: () => 3 });
    const sent: number[] = [];
    const send = async (firmId: number) => {
      sent.push(firmId);
      return 1;
    };
    expect(await directory.route(7, send)).toBe(1);
    expect(sent).toEqual([3]);
    expect(lookup.asked).toEqual([]);
  });

  it("looks up a tick's unknown users in one call, remembers them, and answers 0 for a user with no firm", async () => {
    const lookup = controlledLookup();
    const directory = createFirmDirectory({ firmsOfUsers: lookup.firmsOfUsers, held: () => undefined });
    const sent: string[] = [];
    const send = (userId: number) => async (firmId: number) => {
      sent.push(`${userId}@${firmId}`);
      return 1;
    };
    const answers = Promise.all([7, 8, 404].map((userId) => directory.route(userId, send(userId))));
    await Promise.resolve();
    expect(lookup.asked).toEqual([[7, 8, 404]]);
    lookup.answers[0]?.(
      new Map([
        [7, 1],
        [8, 2],
      ]),
    );
    expect(await answers).toEqual([1, 1, 0]);
    expect(await directory.route(8, send(8))).toBe(1);
    expect(sent).toEqual(['7@1', '8@2', '8@2']);
    expect(lookup.asked).toHaveLength(1);
  });

  it("keeps a user's events in order while their firm is looked up, even once they are held meanwhile", async () => {
    const lookup = controlledLookup();
    let heldFirm: number | undefined;
    const directory = createFirmDirectory({ firmsOfUsers: lookup.firmsOfUsers, held: () => heldFirm });
    const sent: number[] = [];
    const send = (n: number) => async () => {
      sent.push(n);
      return 1;
    };
    const first = directory.route(7, send(1));
    await Promise.resolve();
    // Their first socket subscribes here while the lookup is on its way: the next event still waits its turn.
    heldFirm = 1;
    const second = directory.route(7, send(2));
    expect(sent).toEqual([]);
    lookup.answers[0]?.(new Map([[7, 1]]));
    await Promise.all([first, second]);
    expect(sent).toEqual([1, 2]);
  });

  it('fails the waiting events when the lookup fails, and looks up again next time', async () => {
    const lookup = controlledLookup();
    const directory = createFirmDirectory({ firmsOfUsers: lookup.firmsOfUsers, held: () => undefined });
    const failed = directory.route(7, async () => 1);
    await Promise.resolve();
    lookup.failures[0]?.(new Error('database down'));
    await expect(failed).rejects.toThrow('database down');
    const retried = directory.route(7, async () => 1);
    await Promise.resolve();
    lookup.answers[1]?.(new Map([[7, 1]]));
    expect(await retried).toBe(1);
    expect(lookup.asked).toEqual([[7], [7]]);
  });

  it('forgets the oldest remembered users past its bound', async () => {
    const lookup = controlledLookup();
    const directory = createFirmDirectory({
      firmsOfUsers: lookup.firmsOfUsers,
      held: () => undefined,
      maxRemembered: 2,
    });
    const all = Promise.all([1, 2, 3].map((userId) => directory.route(userId, async () => 1)));
    await Promise.resolve();
    lookup.answers[0]?.(
      new Map([
        [1, 1],
        [2, 1],
        [3, 1],
      ]),
    );
    await all;
    expect(await directory.route(3, async () => 1)).toBe(1);
    const again = directory.route(1, async () => 1);
    await Promise.resolve();
    expect(lookup.asked).toEqual([[1, 2, 3], [1]]);
    lookup.answers[1]?.(new Map([[1, 1]]));
    expect(await again).toBe(1);
  });
});
