import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, factFindChanges, factFinds, users } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { setStatus, startFactFind, useFactFindWorld } from '../../test/factfind.ts';

// One person, one set of contact details: the profile's name and telephone and the fact-find's client 1 name
// and mobile are the same data, whichever side is saved (@atrium/domain/factfind/contact).

const clock = createFakeClock();

const { database, world, call } = useFactFindWorld({ clock });

beforeAll(async () => {
  await startFactFind(call, world.joint.client.id, world.tokens.joint);
});

const saveFactFind = (updates: unknown) =>
  call('PUT', `/api/clients/${world.joint.client.id}/portal/changes/update`, world.tokens.joint, {
    updates,
  });
const profile = async (token = world.tokens.joint) => (await call('GET', '/api/profile', token)).json();
const personal = async () => {
  const [row] = await database.db
    .select()
    .from(factFinds)
    .where(eq(factFinds.clientId, world.joint.client.id));
  const data = (row?.data ?? {}) as Record<string, Record<string, unknown>>;
  return data.personal_details_client1 ?? {};
};
const clientName = async () =>
  (await database.db.select().from(clients).where(eq(clients.id, world.joint.client.id)))[0]?.name;

describe('a fact-find save updates the profile', () => {
  it('the mobile becomes the profile’s telephone, and the adviser overview shows it', async () => {
    expect((await profile()).telephone).toBeNull();
    const saved = await saveFactFind({ personal_details_client1: { mobile_phone: '07700 900123' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profile()).telephone).toBe('07700 900123');
    const overview = await call('GET', `/api/adviser/clients/${world.joint.client.id}`, world.tokens.adviser);
    expect(overview.json().data.telephone).toBe('07700 900123');
  });

  it('the names become the profile’s and the client list’s name; other fields leave them alone', async () => {
    const saved = await saveFactFind({ personal_details_client1: { first_name: 'Jim', middle_names: 'R' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profile()).name).toBe('Jim R Carter');
    expect(await clientName()).toBe('Jim R Carter');
    // A whole-category save that keeps the name and number changes neither.
    await database.db
      .update(users)
      .set({ telephone: '+447700900999' })
      .where(eq(users.id, world.joint.user.id));
    expect((await saveFactFind({ personal_details_client1: { nationality: 'British' } })).statusCode).toBe(
      200,
    );
    expect((await profile()).telephone).toBe('+447700900999');
    await database.db
      .update(users)
      .set({ telephone: '07700 900123' })
      .where(eq(users.id, world.joint.user.id));
  });

  it('the partner’s details are not the account’s', async () => {
    await saveFactFind({ personal_details_client2: { mobile_phone: '07700 900777', first_name: 'Em' } });
    const after = await profile();
    expect(after.telephone).toBe('07700 900123');
    expect(after.name).toBe('Jim R Carter');
  });
});

describe('a profile save updates the open fact-find', () => {
  it('writes the telephone and the name into client 1’s details, with audit rows', async () => {
    const response = await call('PUT', '/api/profile', world.tokens.joint, {
      name: 'James Robert Carter',
      telephone: '+44 7700 900123',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(await personal()).toMatchObject({
      first_name: 'James',
      middle_names: 'Robert',
      last_name: 'Carter',
      mobile_phone: '+447700900123',
    });
    expect(await clientName()).toBe('James Robert Carter');
    const audit = await database.db
      .select()
      .from(factFindChanges)
      .where(and(eq(factFindChanges.userId, world.joint.user.id), eq(factFindChanges.requestId, 'profile')))
      .orderBy(asc(factFindChanges.id));
    expect(audit.map((row) => [row.path, row.oldValue, row.newValue])).toEqual([
      ['personal_details_client1.mobile_phone', '07700 900123', '+447700900123'],
      ['personal_details_client1.first_name', 'Jim', 'James'],
      ['personal_details_client1.middle_names', 'R', 'Robert'],
    ]);
  });

  it('clearing the telephone clears the mobile; the login email is never touched', async () => {
    expect((await call('PUT', '/api/profile', world.tokens.joint, { telephone: null })).statusCode).toBe(200);
    expect((await personal()).mobile_phone).toBeNull();
    const email = (await profile()).email;
    await saveFactFind({ personal_details_client1: { email: 'someone.else@example.test' } });
    expect((await profile()).email).toBe(email);
  });

  it('leaves a submitted fact-find as it was submitted', async () => {
    const [row] = await database.db
      .select({ id: factFinds.id })
      .from(factFinds)
      .where(eq(factFinds.clientId, world.joint.client.id));
    await setStatus(database.db, row?.id ?? 0, 'awaiting-review');
    const before = await personal();
    expect(
      (await call('PUT', '/api/profile', world.tokens.joint, { telephone: '07700 900000' })).statusCode,
    ).toBe(200);
    expect(await personal()).toEqual(before);
    expect((await profile()).telephone).toBe('07700900000');
  });
});

describe('a new fact-find', () => {
  it('starts with the profile’s name, telephone and email in client 1’s details', async () => {
    const { single } = world;
    await database.db.update(users).set({ telephone: '+447700900321' }).where(eq(users.id, single.user.id));
    const started = await startFactFind(call, single.client.id, world.tokens.single);
    expect(started.json().factFind.personal_details_client1).toMatchObject({
      first_name: 'Olivia',
      last_name: 'Bennett',
      mobile_phone: '+447700900321',
      email: single.user.email,
    });
  });
});
