import { householdMessages } from '@atrium/domain/contract/household';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, householdMembers, users } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { useFactFindWorld } from '../../test/factfind.ts';
import { invitePartner } from '../../test/household.ts';

// Data rights per person (docs/data-rights.md "Households"): the partner's own export and erasure.

const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const { database, world, call } = useFactFindWorld({ clock });
let partnerToken: string;
let partnerId: number;
const base = () => `/api/adviser/clients/${world.joint.client.id}`;

beforeAll(async () => {
  ({ id: partnerId, token: partnerToken } = await invitePartner(call, database.db, world));
  await call('POST', '/api/messages', partnerToken, { message: 'Emma here: my pension is with Aviva.' });
  await call('POST', '/api/messages', world.tokens.joint, { message: 'James here: and mine is with L&G.' });
});

describe("the partner's data rights", () => {
  it('exports the partner’s own data as a ZIP, for the firm’s admin only', async () => {
    expect((await call('GET', `${base()}/partner/data-export`, world.tokens.adviser)).statusCode).toBe(403);
    expect((await call('GET', `${base()}/partner/data-export`, partnerToken)).statusCode).toBe(403);
    expect((await call('GET', `${base()}/partner/data-export`, world.tokens.strangerAdmin)).statusCode).toBe(
      404,
    );
    const single = await call(
      'GET',
      `/api/adviser/clients/${world.single.client.id}/partner/data-export`,
      world.tokens.admin,
    );
    expect(single.statusCode).toBe(409);
    const response = await call('GET', `${base()}/partner/data-export`, world.tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/zip');
    const zip = response.rawPayload;
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    expect(zip.includes(Buffer.from('messages.json'))).toBe(true);
  });

  it('erases the partner alone: their account and words go, client 1 and the household stay whole', async () => {
    const wrong = await call('POST', `${base()}/partner/erasure`, world.tokens.admin, {
      reason: 'Asked by email',
      confirm_name: 'James Carter',
    });
    expect(wrong.statusCode).toBe(422);
    const erased = await call('POST', `${base()}/partner/erasure`, world.tokens.admin, {
      reason: 'Asked by email',
      confirm_name: 'emma carter',
    });
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json().data).toMatchObject({ messages: 1, sessions_ended: 1 });

    const [partner] = await database.db.select().from(users).where(eq(users.id, partnerId));
    expect(partner).toMatchObject({ name: householdMessages.formerMember, telephone: null });
    expect(partner?.email).not.toContain('emma');
    expect(partner?.disabledAt).not.toBeNull();
    expect((await call('GET', '/api/user', partnerToken)).statusCode).toBe(401);
    expect(
      await database.db.select().from(householdMembers).where(eq(householdMembers.userId, partnerId)),
    ).toEqual([]);

    // Person 1's record is whole: their name, their household, their own messages; Emma's are a former member's.
    const [client] = await database.db.select().from(clients).where(eq(clients.id, world.joint.client.id));
    expect(client).toMatchObject({ name: 'James Carter', jointName: 'Emma Carter', jointEmail: null });
    const conversation = (await call('GET', '/api/messages', world.tokens.joint)).json();
    const text = JSON.stringify(conversation);
    expect(text).toContain('James here: and mine is with L&G.');
    expect(text).toContain(householdMessages.formerMember);
    expect(text).not.toContain('Emma here');
    expect((await call('GET', '/api/user', world.tokens.joint)).json().household).toEqual({
      person: 1,
      partner: { name: 'Emma Carter', invited: false, has_sign_in: false },
    });
    // The household may invite a partner again.
    const again = await call('POST', `${base()}/partner`, world.tokens.adviser, {
      email: 'emma.new@example.test',
    });
    expect(again.statusCode, again.body).toBe(200);
  });
});
