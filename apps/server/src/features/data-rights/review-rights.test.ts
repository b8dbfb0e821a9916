import { join } from 'node:path';
import { Readable } from 'node:stream';
import { eq, inArray } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it } from 'vitest';
import { documents, reviewCheckIns, reviews } from '../../db/schema.ts';
import { createLocalDiskStorage } from '../../platform/storage/local-disk.ts';
import { createFakeClock, requester, testConfig, useTempDir, useTestApp } from '../../test/build-test-app.ts';
import { createStaff, lastingTokens } from '../../test/factories.ts';
import { carterHousehold } from '../../test/household.ts';
import { createPurgeRepo } from './purge-repo.ts';

// The household's annual reviews (docs/reviews.md) under the data rights (docs/data-rights.md): in each person's
// export with their own check-in answers and the review record PDF; through an erasure the closed reviews are kept as
// records of advice and the open one goes; at the end of the retention period the kept ones go too.

const dataDir = useTempDir('atrium-review-rights-');
const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const { database, t } = useTestApp({ clock, config: () => testConfig({ DATA_DIR: dataDir.path }) });
const call = requester(() => t);
const storage = () => createLocalDiskStorage(join(dataDir.path, 'documents'));

const world = {} as Awaited<ReturnType<typeof carterHousehold>> & {
  tokens: Record<'admin' | 'james' | 'emma', string>;
  ids: Record<'completed' | 'declined' | 'open' | 'record', number>;
  recordName: string;
};
const recordKey = 'documents/test/review-record';
const recordBytes = Buffer.from('%PDF-1.4\nPeriodic review record\n%%EOF\n', 'latin1');

beforeAll(async () => {
  const db = database.db;
  Object.assign(world, await carterHousehold(db));
  const { admin } = await createStaff(db, world.firm.id, ['admin']);
  world.tokens = {
    ...(await lastingTokens(db, { admin: admin.id, james: world.james.user.id })),
    emma: world.emma.token,
  };
  const firmId = world.firm.id;
  const clientId = world.james.client.id;
  await storage().put(recordKey, Readable.from([recordBytes]));
  world.recordName = 'periodic-review-record-2026-02-10.pdf';
  const [record] = await db
    .insert(documents)
    .values({
      firmId,
      clientId,
      uploadedBy: world.adviser.id,
      source: 'firm',
      name: world.recordName,
      category: 'report',
      mimeType: 'application/pdf',
      size: recordBytes.length,
      sha256: 'r'.repeat(64),
      storageKey: recordKey,
    })
    .returning();
  // Last year's review, completed; this winter's, declined by James; the next, open with James's part begun.
  const [completed, declined, open] = await db
    .insert(reviews)
    .values([
      {
        firmId,
        clientId,
        dueOn: '2025-03-01',
        status: 'completed',
        meetingOn: '2025-03-01',
        outcome: 'Pension contributions raised to 8 %.',
        suitability: 'changes_recommended',
        snapshot: { income: { items: [{ type: 'salary', owner: 'client1', gross_amount: 78000 }] } },
        closedAt: new Date('2025-03-01T12:00:00Z'),
        closedBy: world.adviser.id,
        recordDocumentId: record?.id ?? null,
      },
      {
        firmId,
        clientId,
        dueOn: '2026-02-01',
        status: 'declined',
        closedReason: 'Nothing has changed this year',
        closedAt: new Date('2026-01-20T12:00:00Z'),
        closedBy: world.james.user.id,
      },
      { firmId, clientId, dueOn: '2026-03-20', status: 'in_progress', invitedAt: clock.now() },
    ])
    .returning();
  if (!record || !completed || !declined || !open) throw new Error('no reviews');
  world.ids = { completed: completed.id, declined: declined.id, open: open.id, record: record.id };
  const part = (reviewId: number, person: 1 | 2, discuss: string, confirmed: boolean) => ({
    reviewId,
    person,
    userId: person === 1 ? world.james.user.id : world.emma.id,
    answers: { pages: { income: 'changed' }, discuss },
    confirmedAt: confirmed ? new Date('2025-02-20T10:00:00Z') : null,
  });
  await db
    .insert(reviewCheckIns)
    .values([
      part(completed.id, 1, 'James asks about retiring at 60', true),
      part(completed.id, 2, 'Emma asks about her ISA', true),
      part(open.id, 1, 'James half-way through', false),
      part(open.id, 2, 'Emma half-way through', false),
    ]);
});

async function exportOf(url: string, token: string) {
  const response = await call('GET', url, token);
  expect(response.statusCode, response.body).toBe(200);
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const json = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} missing from the export`);
    return JSON.parse(strFromU8(file));
  };
  return { files, json };
}

describe('reviews in the data export', () => {
  it('gives the household’s reviews, with the client’s own check-in answers and the record PDF', async () => {
    const { files, json } = await exportOf(
      `/api/adviser/clients/${world.james.client.id}/data-export`,
      world.tokens.admin,
    );
    const rows = json('reviews.json');
    expect(rows.map((row: { id: number }) => row.id)).toEqual([
      world.ids.completed,
      world.ids.declined,
      world.ids.open,
    ]);
    const recordFile = `documents/${world.ids.record}-${world.recordName}`;
    expect(rows[0]).toMatchObject({
      status: 'completed',
      due_on: '2025-03-01',
      meeting_on: '2025-03-01',
      outcome: 'Pension contributions raised to 8 %.',
      suitability: 'changes_recommended',
      closed_by: 'firm',
      closed_at: '2025-03-01T12:00:00.000Z',
      fact_find_as_reviewed: { income: { items: [{ gross_amount: 78000 }] } },
      record_file: recordFile,
      check_ins: [
        {
          person: 1,
          answers: { pages: { income: 'changed' }, discuss: 'James asks about retiring at 60' },
          confirmed_at: '2025-02-20T10:00:00.000Z',
        },
        // Emma's words are hers: her part is listed as confirmed, without them.
        { person: 2, answers: null, confirmed_at: '2025-02-20T10:00:00.000Z' },
      ],
    });
    expect(Buffer.from(files[recordFile] ?? [])).toEqual(recordBytes);
    expect(rows[1]).toMatchObject({
      status: 'declined',
      closed_by: 'household',
      closed_reason: 'Nothing has changed this year',
      record_file: null,
    });
    expect(rows[2]).toMatchObject({ status: 'in_progress', due_on: '2026-03-20', outcome: null });
    expect(strFromU8(files['README.txt'] ?? new Uint8Array())).toContain('reviews.json');
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toContain('Emma asks about her ISA');
  });

  it('gives the partner’s own download their own check-in answers, not the client’s', async () => {
    const { files, json } = await exportOf('/api/profile/data-export', world.tokens.emma);
    const [completed] = json('reviews.json');
    expect(completed.check_ins).toEqual([
      expect.objectContaining({ person: 1, answers: null }),
      expect.objectContaining({
        person: 2,
        answers: { pages: { income: 'changed' }, discuss: 'Emma asks about her ISA' },
      }),
    ]);
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    expect(everything).not.toContain('James asks about retiring at 60');
  });
});

describe('reviews through the partner’s own erasure', () => {
  it('removes her part of the open review and keeps her part of the closed one', async () => {
    const erased = await call(
      'POST',
      `/api/adviser/clients/${world.james.client.id}/partner/erasure`,
      world.tokens.admin,
      { reason: 'Asked by Emma', confirm_name: 'Emma Carter' },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const parts = await database.db
      .select({ reviewId: reviewCheckIns.reviewId, person: reviewCheckIns.person })
      .from(reviewCheckIns)
      .where(eq(reviewCheckIns.userId, world.emma.id));
    expect(parts).toEqual([{ reviewId: world.ids.completed, person: 2 }]);
  });
});

describe('reviews through an erasure and its purge', () => {
  const reviewsOfClient = () =>
    database.db.select().from(reviews).where(eq(reviews.clientId, world.james.client.id));
  const checkInsOf = (ids: number[]) =>
    database.db.select().from(reviewCheckIns).where(inArray(reviewCheckIns.reviewId, ids));

  it('keeps the closed reviews and their check-ins as records of advice; the open one goes', async () => {
    const erased = await call(
      'POST',
      `/api/adviser/clients/${world.james.client.id}/erasure`,
      world.tokens.admin,
      {
        reason: 'Asked by the client',
        confirm_name: 'James Carter',
      },
    );
    expect(erased.statusCode, erased.body).toBe(200);
    const kept = await reviewsOfClient();
    expect(kept.map((row) => [row.id, row.status]).sort()).toEqual(
      [
        [world.ids.completed, 'completed'],
        [world.ids.declined, 'declined'],
      ].sort(),
    );
    expect(kept.find((row) => row.id === world.ids.completed)).toMatchObject({
      outcome: 'Pension contributions raised to 8 %.',
      snapshot: { income: { items: [{ gross_amount: 78000 }] } },
    });
    expect(kept.find((row) => row.id === world.ids.declined)?.closedReason).toBe(
      'Nothing has changed this year',
    );
    expect((await checkInsOf([world.ids.completed])).map((row) => row.person).sort()).toEqual([1, 2]);
    expect(await checkInsOf([world.ids.open])).toEqual([]);
    // The record PDF goes as every document's file does; its row stays, marked deleted, with its SHA-256.
    expect(await storage().get(recordKey)).toBeNull();
    const [record] = await database.db.select().from(documents).where(eq(documents.id, world.ids.record));
    expect(record?.deletedAt).not.toBeNull();
    expect(record?.sha256).toBe('r'.repeat(64));
  });

  it('deletes the kept reviews and their check-ins once the retention period has ended', async () => {
    const purged = await createPurgeRepo(database.db).purgeNextDue(new Date('2100-01-01T00:00:00Z'));
    expect(purged?.clientId).toBe(world.james.client.id);
    expect(purged?.deleted.reviews).toBe(2);
    expect(await reviewsOfClient()).toEqual([]);
    expect(await checkInsOf([world.ids.completed, world.ids.declined])).toEqual([]);
  });
});
