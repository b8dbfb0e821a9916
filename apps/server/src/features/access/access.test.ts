import { describe, expect, it } from 'vitest';
import { householdMembers } from '../../db/schema.ts';
import { useTestDatabase } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createUser } from '../../test/factories.ts';
import { assertAdmin, createAccess } from './access.ts';
import { createAccessRepo } from './repo.ts';

const database = useTestDatabase();

const auth = (userId: number, firmId: number, role: 'client' | 'adviser' | 'admin') => ({
  userId,
  firmId,
  role,
  tokenId: 1,
  mfaPending: false,
});

describe('the access module', () => {
  it('resolves each person of a household to the one client, the right way round', async () => {
    const { db } = database;
    const access = createAccess(createAccessRepo(db));
    const firm = await createFirm(db);
    const adviser = await createUser(db, { firmId: firm.id, role: 'adviser' });
    const { user, client } = await createClientUser(db, {
      firmId: firm.id,
      adviserId: adviser.id,
      name: 'James Carter',
    });
    const common = { clientId: client.id, firmId: firm.id, userId: user.id, adviserId: adviser.id };
    expect(await access.householdOfUser(user.id)).toMatchObject({
      ...common,
      person: 1,
      partnerUserId: null,
    });
    const partner = await createUser(db, { firmId: firm.id, role: 'client', name: 'Emma Carter' });
    await db.insert(householdMembers).values({ clientId: client.id, userId: partner.id, person: 2 });
    expect(await access.householdOfUser(user.id)).toMatchObject({
      ...common,
      person: 1,
      partnerUserId: partner.id,
    });
    expect(await access.householdOfUser(partner.id)).toMatchObject({
      ...common,
      person: 2,
      partnerUserId: user.id,
    });
    expect(await access.householdOfUser(adviser.id)).toBeNull();
    expect(await access.householdUserIds(client.id)).toEqual([user.id, partner.id]);

    const partnerAuth = auth(partner.id, firm.id, 'client');
    expect(await access.householdOfCaller(partnerAuth, 'no')).toMatchObject({
      clientId: client.id,
      person: 2,
    });
    await expect(
      access.householdOfCaller(auth(adviser.id, firm.id, 'adviser'), 'Clients only.'),
    ).rejects.toMatchObject({
      status: 403,
      message: 'Clients only.',
    });
  });

  it('lets staff reach only the clients in their scope, and only admins administer', async () => {
    const { db } = database;
    const access = createAccess(createAccessRepo(db));
    const firm = await createFirm(db);
    const adviser = await createUser(db, { firmId: firm.id, role: 'adviser' });
    const other = await createUser(db, { firmId: firm.id, role: 'adviser' });
    const admin = await createUser(db, { firmId: firm.id, role: 'admin' });
    const { user, client } = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id });
    expect(await access.clientForStaff(auth(adviser.id, firm.id, 'adviser'), client.id)).toMatchObject({
      clientId: client.id,
    });
    expect(await access.clientForStaff(auth(admin.id, firm.id, 'admin'), client.id)).toMatchObject({
      clientId: client.id,
    });
    await expect(access.clientForStaff(auth(other.id, firm.id, 'adviser'), client.id)).rejects.toMatchObject({
      status: 404,
    });
    await expect(access.clientForStaff(auth(user.id, firm.id, 'client'), client.id)).rejects.toMatchObject({
      status: 403,
    });
    expect(assertAdmin(auth(admin.id, firm.id, 'admin'), 'Admins only.')).toEqual({
      firmId: firm.id,
      adviserId: null,
      viewerId: admin.id,
    });
    expect(() => assertAdmin(auth(adviser.id, firm.id, 'adviser'), 'Admins only.')).toThrow('Admins only.');
    expect(() => assertAdmin(auth(user.id, firm.id, 'client'), 'Admins only.')).toThrow(
      'Only the firm can use the adviser pages.',
    );
  });
});
