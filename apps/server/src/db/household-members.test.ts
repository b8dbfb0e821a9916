import { eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../test/build-test-app.ts';
import { createClientUser, createFirm, createUser } from '../test/factories.ts';
import { householdMembers } from './schema.ts';

const database = useTestDatabase();

describe('household members (migration 0022)', () => {
  it('make every new client person 1 of their household, and allow one partner as person 2', async () => {
    const { db } = database;
    const firm = await createFirm(db);
    const { user, client } = await createClientUser(db, { firmId: firm.id });
    expect(await db.select().from(householdMembers).where(eq(householdMembers.clientId, client.id))).toEqual([
      expect.objectContaining({ clientId: client.id, userId: user.id, person: 1 }),
    ]);
    const partner = await createUser(db, { firmId: firm.id, role: 'client' });
    await db.insert(householdMembers).values({ clientId: client.id, userId: partner.id, person: 2 });
    const third = await createUser(db, { firmId: firm.id, role: 'client' });
    await expect(
      db.insert(householdMembers).values({ clientId: client.id, userId: third.id, person: 2 }),
    ).rejects.toThrow();
    await expect(
      db.insert(householdMembers).values({ clientId: client.id, userId: third.id, person: 3 as 2 }),
    ).rejects.toThrow();
  });
});
