import { and, asc, eq, gt, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFindChanges, factFinds, idempotencyKeys } from '../../db/schema.ts';
import type { AuthContext } from '../../platform/authenticate.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { startFactFind, useFactFindWorld } from '../../test/factfind.ts';
import {
  createPropertySaveRepo,
  isIdempotencyKeyTaken,
  type PropertySaveRepo,
} from './property-save-repo.ts';
import { createFactFindRepo } from './repo.ts';
import { createFactFindWriteRepo } from './save-repo.ts';
import { createSaveService, type EditMeta } from './save-service.ts';

// The property save reads, checks and plans without a lock, then writes only if the row is still the one it read.
// These tests put another write between the two and check that nothing is lost or applied to a stale document.

let clientId: number;
let auth: AuthContext;
const clock = createFakeClock();

const { database, world, call } = useFactFindWorld({ clock });
beforeAll(async () => {
  clientId = world.joint.client.id;
  await startFactFind(call, clientId, world.tokens.joint);
  auth = {
    userId: world.joint.user.id,
    firmId: world.firm.id,
    role: 'client',
    tokenId: 0,
    mfaPending: false,
  };
});

async function current() {
  const [row] = await database.db.select().from(factFinds).where(eq(factFinds.clientId, clientId));
  if (!row) throw new Error('no fact-find');
  return row;
}
const changesAfter = async (id: number) =>
  database.db
    .select()
    .from(factFindChanges)
    .where(gt(factFindChanges.id, id))
    .orderBy(asc(factFindChanges.id));
const lastChangeId = async () => {
  const rows = await database.db.select({ id: factFindChanges.id }).from(factFindChanges);
  return Math.max(0, ...rows.map((row) => row.id));
};

// Another writer changing the document the way a feature other than the save might (no version bump).
const writeElsewhere = (nationality: string) =>
  database.db
    .update(factFinds)
    .set({
      data: sql`jsonb_set(${factFinds.data}, '{personal_details_client1,nationality}', ${JSON.stringify(nationality)}::jsonb)`,
    })
    .where(eq(factFinds.clientId, clientId));

// The service on the real repositories of the test database, or with `saveRepo` in place of the real one.
const saveService = (saveRepo: PropertySaveRepo = createPropertySaveRepo(database.db)) =>
  createSaveService({
    repo: createFactFindRepo(database.db),
    writeRepo: createFactFindWriteRepo(database.db),
    saveRepo,
    clock,
  });

// The service on the real repositories, with `between` run once after its first unlocked read.
function serviceWithInterference(between: () => Promise<unknown>) {
  const real = createPropertySaveRepo(database.db);
  let done = false;
  const saveRepo: PropertySaveRepo = {
    ...real,
    async findSaveTarget(where, lock) {
      const target = await real.findSaveTarget(where, lock);
      if (!lock && !done) {
        done = true;
        await between();
      }
      return target;
    },
  };
  return saveService(saveRepo);
}

const nationality = (value: string) => ({ updates: { personal_details_client1: { nationality: value } } });
const meta = (key: string | null, requestHash = 'hash'): EditMeta => ({
  idempotency: key ? { key, requestHash } : null,
  requestId: 'req-test',
});

describe('a write between the save’s read and its write', () => {
  it('is detected by the write, which then changes nothing', async () => {
    const repo = createPropertySaveRepo(database.db);
    const target = await repo.findSaveTarget(
      { clientId, firmId: world.firm.id, userId: auth.userId, idempotencyKey: null },
      false,
    );
    if (!target?.factFind) throw new Error('no target');
    await writeElsewhere('Irish');
    const before = await current();
    const since = await lastChangeId();
    const version = await repo.applySave({
      factFindId: target.factFind.id,
      rowVersion: target.factFind.rowVersion,
      op: { kind: 'properties', patches: [{ category: 'joint', values: {} }] },
      mergedItem: null,
      changes: [{ path: 'personal_details_client1.nationality', oldValue: null, newValue: 'British' }],
      userId: auth.userId,
      person: 1,
      requestId: 'req',
      now: clock.now(),
      idempotency: { key: '6a1e2c3d-0000-4000-8000-000000000001', requestHash: 'h' },
    });
    expect(version).toBeNull();
    expect(await current()).toEqual(before);
    expect(await changesAfter(since)).toEqual([]);
    expect(
      await database.db
        .select()
        .from(idempotencyKeys)
        .where(eq(idempotencyKeys.key, '6a1e2c3d-0000-4000-8000-000000000001')),
    ).toEqual([]);
  });

  it('makes the save run again on the new document, under its lock, and keep both changes', async () => {
    await writeElsewhere('British');
    const since = await lastChangeId();
    const service = serviceWithInterference(() => writeElsewhere('Irish'));
    clock.advance(1000);
    const response = await service.update(
      auth,
      clientId,
      { updates: { personal_details_client1: { nationality: 'French', middle_names: 'Paul' } } },
      meta(null),
    );
    const after = await current();
    expect(response).toEqual({ lastUpdated: clock.now().toISOString(), version: after.version });
    expect(after.data.personal_details_client1).toMatchObject({
      nationality: 'French',
      middle_names: 'Paul',
    });
    // The audit row's old value is the one the other writer left, not the one first read.
    const rows = await changesAfter(since);
    expect(rows.map((row) => [row.path, row.oldValue, row.newValue])).toEqual([
      ['personal_details_client1.nationality', 'Irish', 'French'],
      ['personal_details_client1.middle_names', null, 'Paul'],
    ]);
  });

  it('answers a same-key request that committed in between with its answer, applied once', async () => {
    const key = '6a1e2c3d-0000-4000-8000-000000000002';
    const plain = saveService();
    let first: unknown = null;
    // The other request changes something else, so the row version moves and the key is taken.
    const service = serviceWithInterference(async () => {
      first = await plain.update(auth, clientId, nationality('Spanish'), meta(key));
    });
    const since = await lastChangeId();
    const response = await service.update(auth, clientId, nationality('Spanish'), meta(key));
    expect(first).not.toBeNull();
    expect(response).toEqual(first);
    expect(await changesAfter(since)).toHaveLength(1);
    expect(
      await database.db
        .select({ statusCode: idempotencyKeys.statusCode })
        .from(idempotencyKeys)
        .where(and(eq(idempotencyKeys.userId, auth.userId), eq(idempotencyKeys.key, key))),
    ).toEqual([{ statusCode: 200 }]);
  });

  it('refuses a same-key request with another body that committed in between', async () => {
    const key = '6a1e2c3d-0000-4000-8000-000000000003';
    const plain = saveService();
    const service = serviceWithInterference(() =>
      plain.update(auth, clientId, nationality('Italian'), meta(key, 'first')),
    );
    await expect(service.update(auth, clientId, nationality('Greek'), meta(key, 'second'))).rejects.toThrow(
      'This Idempotency-Key was already used for a different request.',
    );
    expect((await current()).data.personal_details_client1).toMatchObject({ nationality: 'Italian' });
  });

  it('undoes the whole write when the key was taken without the row changing, and answers from the key', async () => {
    const key = '6a1e2c3d-0000-4000-8000-000000000004';
    const earlier = { lastUpdated: '2026-03-01T10:00:00.000Z', version: 7 };
    const service = serviceWithInterference(() =>
      database.db.insert(idempotencyKeys).values({
        userId: auth.userId,
        key,
        requestHash: 'hash',
        statusCode: 200,
        response: earlier,
        createdAt: clock.now(),
      }),
    );
    const before = await current();
    const since = await lastChangeId();
    expect(await service.update(auth, clientId, nationality('Dutch'), meta(key))).toEqual(earlier);
    expect(await current()).toEqual(before);
    expect(await changesAfter(since)).toEqual([]);
  });

  it('tells a taken key from other database errors', () => {
    expect(isIdempotencyKeyTaken({ code: '23505' })).toBe(true);
    expect(isIdempotencyKeyTaken({ message: 'wrapped', cause: { code: '23505' } })).toBe(true);
    expect(isIdempotencyKeyTaken({ code: '40001' })).toBe(false);
    expect(isIdempotencyKeyTaken(new Error('boom'))).toBe(false);
  });
});

describe('many simultaneous saves of one property', () => {
  it('keeps an unbroken audit trail: each row’s old value is the previous row’s new one', async () => {
    const since = await lastChangeId();
    const before = await current();
    const values = Array.from({ length: 12 }, (_, i) => `Occupation ${i}`);
    const responses = await Promise.all(
      values.map((occupation) =>
        call('PUT', `/api/clients/${clientId}/portal/changes/update`, world.tokens.joint, {
          updates: { employment_client1: { occupation } },
        }),
      ),
    );
    expect(responses.map((r) => r.statusCode)).toEqual(values.map(() => 200));
    const versions = responses.map((r) => r.json().version as number).sort((a, b) => a - b);
    expect(versions).toEqual(values.map((_, i) => before.version + i + 1));
    const rows = await changesAfter(since);
    expect(rows).toHaveLength(values.length);
    const oldOfFirst = (before.data.employment_client1 as Record<string, unknown> | undefined)?.occupation;
    expect(rows[0]?.oldValue ?? undefined).toEqual(oldOfFirst);
    rows.slice(1).forEach((row, i) => {
      expect(row.oldValue).toEqual(rows[i]?.newValue);
    });
    expect(new Set(rows.map((row) => row.newValue))).toEqual(new Set(values));
    const after = await current();
    expect((after.data.employment_client1 as Record<string, unknown>).occupation).toEqual(
      rows.at(-1)?.newValue,
    );
    expect(after.version).toBe(before.version + values.length);
  });
});
