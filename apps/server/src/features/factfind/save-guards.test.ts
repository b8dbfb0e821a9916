import { eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFinds, idempotencyKeys, users } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { startFactFind, useJointSaves } from '../../test/factfind.ts';

let clientId: number;
const clock = createFakeClock();

const { database, world, call, save, current, changeRows } = useJointSaves({ clock });
beforeAll(async () => {
  clientId = world.joint.client.id;
  await startFactFind(call, clientId, world.tokens.joint);
  const item = { category: 'dependants', property: 'items', index: 0, value: { first_name: 'Lily' } };
  expect((await save({ item })).statusCode).toBe(200);
  // Saved before this firm's template denied the category, so there is something to hide.
  await database.db
    .update(factFinds)
    .set({ data: sql`${factFinds.data} || '{"current_address": {"town": "Leeds"}}'::jsonb` })
    .where(eq(factFinds.clientId, clientId));
});

describe('Idempotency-Key', () => {
  const key = '4b0d5b0e-8f0a-4c4e-9a53-7c0f1e1b2a3c';

  it('answers a retry with the first answer and applies nothing twice', async () => {
    const body = { updates: { personal_details_client1: { nationality: 'British' } } };
    const first = await save(body, { 'idempotency-key': key });
    expect(first.statusCode).toBe(200);
    const rowsAfterFirst = (await changeRows()).length;
    const versionAfterFirst = (await current()).version;
    clock.advance(5000);
    const again = await save(body, { 'idempotency-key': key });
    expect(again.statusCode).toBe(200);
    expect(again.json()).toEqual(first.json());
    expect(await changeRows()).toHaveLength(rowsAfterFirst);
    expect((await current()).version).toBe(versionAfterFirst);
  });

  it('refuses the same key with another body, and a key that is not a UUID', async () => {
    const other = await save(
      { updates: { personal_details_client1: { nationality: 'Irish' } } },
      { 'idempotency-key': key },
    );
    expect(other.statusCode).toBe(422);
    expect(other.json()).toEqual({
      message: 'This Idempotency-Key was already used for a different request.',
      errors: { 'Idempotency-Key': ['This Idempotency-Key was already used for a different request.'] },
    });
    expect((await current()).data.personal_details_client1).toMatchObject({ nationality: 'British' });
    const bad = await save({ updates: { joint: true } }, { 'idempotency-key': 'not-a-uuid' });
    expect(bad.statusCode).toBe(422);
    expect(Object.keys(bad.json().errors)).toEqual(['Idempotency-Key']);
  });

  it('does not keep a key whose request failed, so a corrected retry is not blocked', async () => {
    const fresh = '9f1c1a52-3c2e-4d7b-8e0f-1a2b3c4d5e6f';
    expect((await save({ updates: { joint: 'maybe' } }, { 'idempotency-key': fresh })).statusCode).toBe(422);
    expect(
      await database.db.select().from(idempotencyKeys).where(eq(idempotencyKeys.key, fresh)),
    ).toHaveLength(0);
  });

  it('answers concurrent duplicates once', async () => {
    const dup = '0d6f7c1e-2b3a-4c5d-8e9f-a0b1c2d3e4f5';
    const body = { updates: { personal_details_client1: { home_phone: '01632 960000' } } };
    const before = (await changeRows()).length;
    const responses = await Promise.all(
      Array.from({ length: 4 }, () => save(body, { 'idempotency-key': dup })),
    );
    expect(responses.map((r) => r.statusCode)).toEqual([200, 200, 200, 200]);
    expect(new Set(responses.map((r) => r.body)).size).toBe(1);
    expect(await changeRows()).toHaveLength(before + 1);
  });
});

describe('permissions and roles', () => {
  it('answers 403 with the permission message when the template denies a category', async () => {
    await database.db.update(users).set({ permissions: {} }).where(eq(users.id, world.joint.user.id));
    const response = await save({ updates: { current_address: { town: 'Leeds' } } });
    expect(response.statusCode).toBe(403);
    expect(response.json()).toEqual({
      message: 'You are not permitted to perform this action, please contact your adviser',
    });
  });

  it('denies by the user’s own permissions, action by action', async () => {
    await database.db
      .update(users)
      .set({ permissions: { 'fact-find.dependants': { delete: false, create: false } } })
      .where(eq(users.id, world.joint.user.id));
    const remove = await save({ remove: { category: 'dependants', property: 'items', index: 0 } });
    expect(remove.statusCode).toBe(403);
    const append = await save({
      item: { category: 'dependants', property: 'items', index: 1, value: { first_name: 'New' } },
    });
    expect(append.statusCode).toBe(403);
    const edit = await save({
      item: { category: 'dependants', property: 'items', index: 0, value: { last_name: 'C' } },
    });
    expect(edit.statusCode).toBe(200);
    await database.db.update(users).set({ permissions: {} }).where(eq(users.id, world.joint.user.id));
  });

  it('hides a category the caller may not read', async () => {
    const body = (await call('GET', `/api/clients/${clientId}/portal/changes`, world.tokens.joint)).json();
    expect(body.factFind.current_address).toBeUndefined();
    expect(body.factFind.personal_details_client1).toBeDefined();
  });

  it('lets advisers and admins read but not save, and hides other clients', async () => {
    const body = { updates: { joint: true } };
    for (const token of [world.tokens.adviser, world.tokens.admin]) {
      const response = await save(body, {}, token);
      expect(response.statusCode).toBe(403);
      expect(response.json()).toEqual({ message: 'Advisers can view this fact-find but not change it.' });
    }
    for (const token of [
      world.tokens.single,
      world.tokens.otherAdviser,
      world.tokens.stranger,
      world.tokens.strangerAdmin,
    ]) {
      expect((await save(body, {}, token)).statusCode).toBe(404);
    }
    const single = await call(
      'PUT',
      `/api/clients/${world.single.client.id}/portal/changes/update`,
      world.tokens.joint,
      body,
    );
    expect(single.statusCode).toBe(404);
  });
});
