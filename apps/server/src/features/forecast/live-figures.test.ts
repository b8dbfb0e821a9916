import {
  type FactFindUpdatedPayload,
  factFindUpdatedPayloadSchema,
  realtimeEvents,
  userChannelName,
} from '@atrium/domain/contract/realtime';
import type Pusher from 'pusher-js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test/build-test-app.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { createClientUser, lastingTokens } from '../../test/factories.ts';
import { seatPartner } from '../../test/household.ts';
import { connectPusher, listen, nextEvent, subscribed } from '../realtime/test-clients.ts';

// The adviser's Forecast tab is worked out in the browser from the client's current fact-find
// (apps/web/src/features/forecast/components/adviser-forecast-tab.tsx), so it follows the client's typing only if the
// adviser hears of each save: features/factfind/live-edits.ts pushes `fact-find.updated` (status draft) to the
// client's adviser, or to the firm's admins when the client has none (features/access firmRecipientsOf), and to
// no one else; the adviser's screens then refetch the fact-find over HTTP.

const clock = createFakeClock();
const { database, t, world, call } = useFactFindWorld({ clock });
let partner: { id: number; token: string };
let port: number;
const connections: Pusher[] = [];

beforeAll(async () => {
  partner = await seatPartner(database.db, { firmId: world.firm.id, clientId: world.joint.client.id });
  port = await listen(t.app);
});
afterAll(() => {
  for (const pusher of connections) pusher.disconnect();
});

const changes = (clientId: number, path = '') => `/api/clients/${clientId}/portal/changes${path}`;

async function channelOf(userId: number, token: string) {
  const pusher = connectPusher({ port, token });
  connections.push(pusher);
  const { channel, succeeded } = subscribed(pusher, userChannelName(userId));
  await succeeded;
  const received: unknown[] = [];
  channel.bind(realtimeEvents.factFindUpdated, (data: unknown) => received.push(data));
  return { channel, received };
}

describe("a client's save, told to the firm's side", () => {
  it("reaches the client's adviser (the partner's saves too), not another adviser nor the admins", async () => {
    const clientId = world.joint.client.id;
    expect((await call('POST', changes(clientId, '/start'), world.tokens.joint)).statusCode).toBe(201);
    const adviser = await channelOf(world.adviser.id, world.tokens.adviser);
    const otherAdviser = await channelOf(world.otherAdviser.id, world.tokens.otherAdviser);
    const admin = await channelOf(world.admin.id, world.tokens.admin);

    const told = nextEvent<FactFindUpdatedPayload>(adviser.channel, realtimeEvents.factFindUpdated);
    clock.advance(1000);
    const item = {
      type: 'salary',
      owner: 'client1',
      gross_amount: 64000,
      gross_amount_frequency: 'annually',
    };
    const save = await call('PUT', changes(clientId, '/update'), world.tokens.joint, {
      item: { category: 'income', property: 'items', index: 0, value: item },
    });
    expect(save.statusCode).toBe(200);
    const payload = factFindUpdatedPayloadSchema.parse(await told);
    expect(payload).toEqual({
      client_id: clientId,
      fact_find_id: expect.any(Number),
      status: 'draft',
      timestamp: clock.now().toISOString(),
    });
    // What the adviser's screens refetch on it: the client's fact-find, with the new figure.
    const read = await call('GET', `/api/adviser/clients/${clientId}/fact-find`, world.tokens.adviser);
    expect(read.statusCode).toBe(200);
    expect(read.json().factFind.income.items).toEqual([expect.objectContaining({ gross_amount: 64000 })]);

    // Person 2's save is the household's news as much as person 1's.
    const byPartner = nextEvent<FactFindUpdatedPayload>(adviser.channel, realtimeEvents.factFindUpdated);
    const partnerSave = await call('PUT', changes(clientId, '/update'), partner.token, {
      updates: { expenditure: { food: 4000 } },
    });
    expect(partnerSave.statusCode).toBe(200);
    expect(await byPartner).toMatchObject({ client_id: clientId, status: 'draft' });

    // A replayed save (same Idempotency-Key) changed nothing: the adviser is not told again.
    const key = crypto.randomUUID();
    const body = { updates: { expenditure: { food: 4500 } } };
    const once = nextEvent(adviser.channel, realtimeEvents.factFindUpdated);
    await call('PUT', changes(clientId, '/update'), world.tokens.joint, body, { 'idempotency-key': key });
    await once;
    const again = nextEvent(adviser.channel, realtimeEvents.factFindUpdated, 500);
    await call('PUT', changes(clientId, '/update'), world.tokens.joint, body, { 'idempotency-key': key });
    await expect(again).rejects.toThrow();

    expect(adviser.received).toHaveLength(3);
    expect(otherAdviser.received).toEqual([]);
    expect(admin.received).toEqual([]);
  });

  it("reaches the firm's admins when the client has no adviser", async () => {
    const { user, client } = await createClientUser(database.db, { firmId: world.firm.id, name: 'Ada Lone' });
    const { lone } = await lastingTokens(database.db, { lone: user.id });
    expect((await call('POST', changes(client.id, '/start'), lone)).statusCode).toBe(201);
    const admin = await channelOf(world.admin.id, world.tokens.admin);
    const adviser = await channelOf(world.adviser.id, world.tokens.adviser);

    const told = nextEvent<FactFindUpdatedPayload>(admin.channel, realtimeEvents.factFindUpdated);
    const save = await call('PUT', changes(client.id, '/update'), lone, {
      updates: { expenditure: { food: 2500 } },
    });
    expect(save.statusCode).toBe(200);
    expect(await told).toMatchObject({ client_id: client.id, status: 'draft' });
    expect(adviser.received).toEqual([]);
  });
});
