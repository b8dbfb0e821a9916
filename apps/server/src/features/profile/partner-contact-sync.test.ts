import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, factFinds, users } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { setStatus, startFactFind, useFactFindWorld } from '../../test/factfind.ts';
import { seatPartner } from '../../test/household.ts';

// One person, one set of contact details (docs/decisions/011-one-set-of-contact-details.md) for the household's
// person 2: a fact-find save of client 2's names or mobile, by either partner, writes the partner's own account
// (profile name and telephone) and the client row's joint name in the same statement, as client 1's writes the
// client's (features/factfind/property-save-sql-repo.ts).

const clock = createFakeClock();
const { database, world, call } = useFactFindWorld({ clock });
let emma: { id: number; token: string };

beforeAll(async () => {
  await startFactFind(call, world.joint.client.id, world.tokens.joint);
});

const save = (updates: unknown, token = world.tokens.joint) =>
  call('PUT', `/api/clients/${world.joint.client.id}/portal/changes/update`, token, { updates });
const profileOf = async (token: string) => (await call('GET', '/api/profile', token)).json();
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

  it('James saving client 2’s mobile sets Emma’s telephone, not his', async () => {
    expect((await profileOf(emma.token)).telephone).toBeNull();
    const saved = await save({ personal_details_client2: { mobile_phone: '07700 900777' } });
    expect(saved.statusCode, saved.body).toBe(200);
    expect((await profileOf(emma.token)).telephone).toBe('07700 900777');
    expect((await profileOf(world.tokens.joint)).telephone).toBeNull();
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

  it('one save of both people’s names writes both accounts and both names of the client row', async () => {
    const saved = await save({
      personal_details_client1: { first_name: 'Jim' },
      personal_details_client2: { first_name: 'Emma', middle_names: null, mobile_phone: '07700 900888' },
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(await clientRow()).toMatchObject({ name: 'Jim Carter', jointName: 'Emma Carter' });
    expect(await profileOf(world.tokens.joint)).toMatchObject({ name: 'Jim Carter', telephone: null });
    expect(await profileOf(emma.token)).toMatchObject({ name: 'Emma Carter', telephone: '07700 900888' });
  });

  it('other fields leave the account alone, a name is never emptied, and an emptied mobile clears it', async () => {
    await database.db.update(users).set({ telephone: '+447700900999' }).where(eq(users.id, emma.id));
    expect((await save({ personal_details_client2: { nationality: 'Irish' } })).statusCode).toBe(200);
    expect((await profileOf(emma.token)).telephone).toBe('+447700900999');
    const emptied = await save({
      personal_details_client2: { first_name: null, middle_names: null, last_name: null, mobile_phone: '' },
    });
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(await profileOf(emma.token)).toMatchObject({ name: 'Emma Carter', telephone: null });
    expect((await clientRow())?.jointName).toBe('Emma Carter');
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
