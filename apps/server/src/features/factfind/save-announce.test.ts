import { realtimeEvents } from '@atrium/domain/contract/realtime';
import { beforeAll, expect, it } from 'vitest';
import type { AuthContext } from '../../platform/authenticate.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { startFactFind, useFactFindWorld } from '../../test/factfind.ts';
import { seatPartner } from '../../test/household.ts';
import { createLiveEdits } from './live-edits.ts';
import { createPropertySaveRepo } from './property-save-repo.ts';
import { createFactFindRepo } from './repo.ts';
import { createFactFindWriteRepo } from './save-repo.ts';
import { createSaveService } from './save-service.ts';

// A property save is announced to the household's other people (live-edits.ts) from the people its one read found
// (property-save-repo.ts SaveTarget), not from a statement of its own: a save is two round trips, not three.

const clock = createFakeClock();
const { database, world, call } = useFactFindWorld({ clock });
let partnerId: number;
beforeAll(async () => {
  partnerId = (await seatPartner(database.db, { firmId: world.firm.id, clientId: world.joint.client.id })).id;
  await startFactFind(call, world.joint.client.id, world.tokens.joint);
});

it("tells the partner and the adviser of a save from the save's own read", async () => {
  const repo = createFactFindRepo(database.db);
  const published: { userId: number; event: string; payload: unknown }[] = [];
  const liveEdits = createLiveEdits({
    repo: {
      declarations: {
        ...repo.declarations,
        listMembers: () => Promise.reject(new Error('the household was read again')),
      },
    },
    realtime: {
      publishToUser: async (userId, event, payload) => {
        published.push({ userId, event, payload });
        return 1;
      },
    },
    now: () => clock.now(),
  });
  const service = createSaveService({
    repo,
    writeRepo: createFactFindWriteRepo(database.db),
    saveRepo: createPropertySaveRepo(database.db),
    clock,
    liveEdits,
  });
  const auth: AuthContext = {
    userId: world.joint.user.id,
    firmId: world.firm.id,
    role: 'client',
    tokenId: 0,
    mfaPending: false,
  };
  await service.update(
    auth,
    world.joint.client.id,
    { updates: { personal_details_client1: { nationality: 'British' } } },
    { idempotency: null, requestId: 'req-announce' },
  );
  expect(published.map(({ userId, event }) => ({ userId, event }))).toEqual([
    { userId: partnerId, event: realtimeEvents.factFindEdited },
    { userId: world.adviser.id, event: realtimeEvents.factFindUpdated },
  ]);
  expect(published[0]?.payload).toMatchObject({
    by: { user_id: world.joint.user.id, person: 1, name: world.joint.user.name },
    edits: [{ op: 'set', path: 'personal_details_client1.nationality', value: 'British' }],
  });
});
