import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, factFinds, notifications, users } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { setStatus, startFactFind, useFactFindWorld } from '../../test/factfind.ts';
import { seatPartner } from '../../test/household.ts';

// One person, one set of contact details (docs/decisions/011-one-set-of-contact-details.md) in a household: a person's
// own fact-find save of their names or mobile writes their own account (profile name and telephone) and the client
// row's name or joint name in the same statement (features/factfind/property-save-sql-repo.ts). The other partner's
// save of them is kept in the fact-find only: the person is told, and their profile shows the fact-find's details
// for them to take or to put back.

const clock = createFakeClock();
const { database, world, call } = useFactFindWorld({ clock });
let emma: { id: number; token: string };

beforeAll(async () => {
  await startFactFind(call, world.joint.client.id, world.tokens.joint);
});

const save = (updates: unknown, token = world.tokens.joint) =>
  call('PUT', `/api/clients/${world.joint.client.id}/portal/changes/update`, token, { updates });
const profileOf = async (token: string) => (await call('GET', '/api/profile', token)).json();
const bellOf = (userId: number) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, 'contact-details-changed')));
const clientRow = async () =>
  (await database.db.select().from(clients).where(eq(clients.id, world.joint.client.id)))[0];

describe('client 2’s details before the partner signs in', () => {
  it('a save of client 2’s name changes no account and leaves the joint name as the adviser gave it', async () => {
    const saved = await save({
      personal_details_client2: { first_name: 'Emily', mobile_phone: '07700 900555' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await clientRow())?.jointName).toBe('Emma Carter');
    expect((await clientRow())?.name).toBe('James Carter');
    expect((await profileOf(world.tokens.joint)).telephone).toBeNull();
    // Back to her name, for what follows.
    expect(
      (await save({ personal_details_client2: { first_name: 'Emma', last_name: 'Carter' } })).statusCode,
    ).toBe(200);
  });
});

describe('client 2’s details once the partner signs in', () => {
  beforeAll(async () => {
    emma = await seatPartner(database.db, { firmId: world.firm.id, clientId: world.joint.client.id });
  });

  it('James saving client 2’s mobile keeps it in the fact-find and asks Emma, whose account stays as it was', async () => {
    expect((await profileOf(emma.token)).telephone).toBeNull();
    const saved = await save({ personal_details_client2: { mobile_phone: '07700 900777' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await profileOf(emma.token)).toMatchObject({
      telephone: null,
      contact_to_confirm: { telephone: '07700 900777', changed_by: 'James Carter' },
    });
    expect((await profileOf(emma.token)).contact_to_confirm).not.toHaveProperty('name');
    expect((await profileOf(world.tokens.joint)).telephone).toBeNull();
    expect((await bellOf(emma.id)).map((n) => n.data)).toEqual([
      {
        title: 'James Carter changed your details in the fact-find',
        body: 'Your account keeps its own until you check them on your profile.',
        link: '/profile',
      },
    ]);
    // Emma takes the fact-find's number for her account, from her own side (the profile keeps it without spaces,
    // and the fact-find takes that back).
    const taken = await call('PUT', '/api/profile', emma.token, { telephone: '07700 900777' });
    expect(taken.statusCode, taken.body).toBe(200);
    expect(await profileOf(emma.token)).toMatchObject({ telephone: '07700900777', contact_to_confirm: null });
  });

  it('Emma saving her names sets her account’s name and the joint name; James’s stay', async () => {
    const saved = await save(
      { personal_details_client2: { first_name: 'Em', middle_names: 'Rose' } },
      emma.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profileOf(emma.token)).name).toBe('Em Rose Carter');
    expect(await clientRow()).toMatchObject({ name: 'James Carter', jointName: 'Em Rose Carter' });
    expect((await profileOf(world.tokens.joint)).name).toBe('James Carter');
  });

  it('one save of both people’s names writes the saver’s own account and name only', async () => {
    const saved = await save({
      personal_details_client1: { first_name: 'Jim' },
      personal_details_client2: { first_name: 'Emma', middle_names: null, mobile_phone: '07700 900888' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await clientRow()).toMatchObject({ name: 'Jim Carter', jointName: 'Em Rose Carter' });
    expect(await profileOf(world.tokens.joint)).toMatchObject({ name: 'Jim Carter', telephone: null });
    // Named as James is called now, after this very save.
    expect(await profileOf(emma.token)).toMatchObject({
      name: 'Em Rose Carter',
      telephone: '07700900777',
      contact_to_confirm: { name: 'Emma Carter', telephone: '07700 900888', changed_by: 'Jim Carter' },
    });
    // Emma keeps her account's details: the fact-find takes them back, and nothing is left to confirm.
    const kept = await call('PUT', '/api/profile', emma.token, {
      name: 'Em Rose Carter',
      telephone: '07700900777',
    });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await profileOf(emma.token)).contact_to_confirm).toBeNull();
    const [row] = await database.db
      .select()
      .from(factFinds)
      .where(eq(factFinds.clientId, world.joint.client.id));
    expect((row?.data as Record<string, unknown> | undefined)?.personal_details_client2).toMatchObject({
      first_name: 'Em',
      middle_names: 'Rose',
      last_name: 'Carter',
      mobile_phone: '07700900777',
    });
    // Back to her first name, from her own side, for what follows.
    expect(
      (await save({ personal_details_client2: { first_name: 'Emma', middle_names: null } }, emma.token))
        .statusCode,
    ).toBe(200);
  });

  it('other fields leave the account alone, a name is never emptied, and an emptied mobile clears it', async () => {
    await database.db.update(users).set({ telephone: '+447700900999' }).where(eq(users.id, emma.id));
    expect((await save({ personal_details_client2: { nationality: 'Irish' } }, emma.token)).statusCode).toBe(
      200,
    );
    expect((await profileOf(emma.token)).telephone).toBe('+447700900999');
    const emptied = await save(
      {
        personal_details_client2: { first_name: null, middle_names: null, last_name: null, mobile_phone: '' },
      },
      emma.token,
    );
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await profileOf(emma.token)).toMatchObject({ name: 'Emma Carter', telephone: null });
    expect((await clientRow())?.jointName).toBe('Emma Carter');
  });
});

describe('client 1’s details saved by the partner', () => {
  it('stay in the fact-find: James’s account and the client’s name change only from his side', async () => {
    const saved = await save(
      { personal_details_client1: { first_name: 'Jimmy', mobile_phone: '07700 900111' } },
      emma.token,
    );
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await profileOf(world.tokens.joint)).toMatchObject({
      name: 'Jim Carter',
      telephone: null,
      contact_to_confirm: { name: 'Jimmy Carter', telephone: '07700 900111', changed_by: 'Emma Carter' },
    });
    expect((await clientRow())?.name).toBe('Jim Carter');
    expect((await bellOf(world.joint.user.id)).map((n) => n.data.title)).toEqual([
      'Emma Carter changed your details in the fact-find',
    ]);
    // A second change before James has looked adds no second notice.
    await save({ personal_details_client1: { mobile_phone: '07700 900112' } }, emma.token);
    expect(await bellOf(world.joint.user.id)).toHaveLength(1);
    // His own saves still write his account.
    expect((await save({ personal_details_client1: { first_name: 'Jim' } })).statusCode).toBe(200);
    expect(await profileOf(world.tokens.joint)).toMatchObject({
      name: 'Jim Carter',
      contact_to_confirm: { telephone: '07700 900112', changed_by: 'Emma Carter' },
    });
    // James keeps his account's number (none): the fact-find's mobile goes, nothing is left to confirm.
    const kept = await call('PUT', '/api/profile', world.tokens.joint, { telephone: null });
    expect(kept.statusCode, kept.body).toBe(200);
    expect((await profileOf(world.tokens.joint)).contact_to_confirm).toBeNull();
  });
});

describe('the household’s next fact-find', () => {
  it('starts with each person’s own account: client 2’s name and mobile are the partner’s', async () => {
    await database.db
      .update(users)
      .set({ name: 'Emma Jane Carter', telephone: '+447700900321' })
      .where(eq(users.id, emma.id));
    const [current] = await database.db
      .select({ id: factFinds.id })
      .from(factFinds)
      .where(eq(factFinds.clientId, world.joint.client.id));
    await setStatus(database.db, current?.id ?? 0, 'reviewed');
    const started = await startFactFind(call, world.joint.client.id, world.tokens.joint);
    const { factFind } = started.json();
    expect(factFind.personal_details_client2).toMatchObject({
      first_name: 'Emma',
      middle_names: 'Jane',
      last_name: 'Carter',
      mobile_phone: '+447700900321',
      nationality: 'Irish',
    });
    expect(factFind.personal_details_client1).toMatchObject({ first_name: 'Jim', last_name: 'Carter' });
  });
});
