import { notificationsResponseSchema } from '@atrium/domain/contract/notifications';
import { beforeAll, describe, expect, it } from 'vitest';
import { createFakeClock } from '../../test/build-test-app.ts';
import { publishTemplate, useFactFindWorld } from '../../test/factfind.ts';
import { invitePartner } from '../../test/household.ts';

// What the firm tells the household reaches each of its people. The adviser's notice and a returned or
// reviewed fact-find are notified to both partners (and each one's open fact-find follows the status).

const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const { database, world, call } = useFactFindWorld({ clock });
let partnerToken: string;

beforeAll(async () => {
  await publishTemplate(database.db, world.firm.id, { customPages: [], templatePermissions: {} });
  partnerToken = (await invitePartner(call, database.db, world)).token;
});

const titles = async (token: string) =>
  notificationsResponseSchema
    .parse((await call('GET', '/api/notifications', token)).json())
    .data.map((notice) => notice.data.title);

const portal = (path: string) => `/api/clients/${world.joint.client.id}/portal/changes${path}`;

describe('the firm tells the household', () => {
  it("the adviser's notice reaches both partners", async () => {
    const sent = await call(
      'POST',
      `/api/adviser/clients/${world.joint.client.id}/notifications`,
      world.tokens.adviser,
      {
        title: 'Annual review booked',
        body: 'See you in March.',
      },
    );
    expect(sent.statusCode, sent.body).toBe(201);
    expect(await titles(world.tokens.joint)).toContain('Annual review booked');
    expect(await titles(partnerToken)).toContain('Annual review booked');
  });

  it('a returned fact-find is notified to both partners, and so is its review', async () => {
    expect((await call('POST', portal('/start'), world.tokens.joint)).statusCode).toBe(201);
    clock.advance(60_000);
    const save = await call('PUT', portal('/update'), partnerToken, {
      updates: { employment_client2: { employment_status: 'Retired' } },
    });
    expect(save.statusCode, save.body).toBe(200);
    expect((await call('POST', portal('/submit'), world.tokens.joint)).statusCode).toBe(200);
    const base = `/api/adviser/clients/${world.joint.client.id}/fact-find`;
    const returned = await call('POST', `${base}/return`, world.tokens.adviser, {
      note: 'Please add your pension.',
    });
    expect(returned.statusCode, returned.body).toBe(200);
    for (const token of [world.tokens.joint, partnerToken]) {
      expect((await titles(token)).some((title) => title.endsWith('returned your fact-find'))).toBe(true);
    }
    clock.advance(60_000);
    expect((await call('POST', portal('/submit'), partnerToken)).statusCode).toBe(200);
    expect((await call('POST', `${base}/review`, world.tokens.adviser)).statusCode).toBe(200);
    for (const token of [world.tokens.joint, partnerToken]) {
      expect(await titles(token)).toContain('Your fact-find has been reviewed');
    }
  });
});
