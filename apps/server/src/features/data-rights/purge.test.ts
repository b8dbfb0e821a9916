import { and, eq, inArray, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  apiTokens,
  auditEvents,
  clients,
  conversations,
  dataErasures,
  factFindAnswers,
  factFindChanges,
  factFindConsents,
  factFinds,
  forecastScenarios,
  messages,
  portfolioAccounts,
  portfolioHoldings,
  portfolioSnapshots,
  riskAssessments,
  users,
} from '../../db/schema.ts';
import { purgeAndReport, runDataRightsPurgeCli } from '../../scripts/data-rights-purge.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import {
  buildTestApp,
  createFakeClock,
  type TestApp,
  testConfig,
  useTestDatabase,
} from '../../test/build-test-app.ts';
import { insertCompletedRisk, insertHeldAccount } from '../../test/client-records.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';
import { createErasurePurgeJob } from './purge-job.ts';
import { createPurgeRepo } from './purge-repo.ts';

// The end of the retention period (docs/data-rights.md): what an erasure kept is deleted once retain_until has
// passed, once, whatever runs it, and nothing of anyone else.

const database = useTestDatabase();
let t: TestApp;
const erasedOn = new Date('2026-03-02T09:00:00Z');
const clock = createFakeClock(erasedOn);
const far = new Date('2100-01-01T00:00:00Z');
const quiet = { info: () => {}, warn: () => {} };
type Client = Awaited<ReturnType<typeof createClientUser>>;
let firmId: number;
let strangerFirmId: number;
let adminToken: string;
let adminId: number;
let strangerAdminToken: string;
// Erased with a 1-year period: due first. Erased later with a 5-year period: not yet due. Never erased. Another
// firm's, erased with a 1-year period.
const people = {} as Record<'early' | 'late' | 'kept' | 'stranger', Client>;

async function recordsOf(client: Client) {
  const db = database.db;
  const ids = (
    await db.select({ id: factFinds.id }).from(factFinds).where(eq(factFinds.clientId, client.client.id))
  ).map((row) => row.id);
  const count = async (rows: Promise<unknown[]>) => (await rows).length;
  return {
    factFinds: ids.length,
    answers: ids.length
      ? await count(db.select().from(factFindAnswers).where(inArray(factFindAnswers.factFindId, ids)))
      : 0,
    changes: ids.length
      ? await count(db.select().from(factFindChanges).where(inArray(factFindChanges.factFindId, ids)))
      : 0,
    consents: await db.$count(factFindConsents, eq(factFindConsents.clientId, client.client.id)),
    risk: await db.$count(riskAssessments, eq(riskAssessments.clientId, client.client.id)),
    accounts: await db.$count(portfolioAccounts, eq(portfolioAccounts.clientId, client.client.id)),
    holdings: await count(
      db
        .select()
        .from(portfolioHoldings)
        .innerJoin(portfolioAccounts, eq(portfolioAccounts.id, portfolioHoldings.accountId))
        .where(eq(portfolioAccounts.clientId, client.client.id)),
    ),
    snapshots: await db.$count(portfolioSnapshots, eq(portfolioSnapshots.clientId, client.client.id)),
    scenarios: await db.$count(forecastScenarios, eq(forecastScenarios.clientId, client.client.id)),
    audit: await count(
      db
        .select()
        .from(auditEvents)
        .where(
          and(
            sql`${auditEvents.type} <> 'data-rights.purged'`,
            sql`(${auditEvents.userId} = ${client.user.id} or ${auditEvents.data}->>'clientId' = ${String(client.client.id)})`,
          ),
        ),
    ),
  };
}

// What giveRecords writes for a client, as recordsOf counts it (besides one answer and one change of the fact-find).
const recordsGiven = {
  factFinds: 1,
  consents: 1,
  risk: 1,
  accounts: 1,
  holdings: 1,
  snapshots: 1,
  scenarios: 2,
};

async function giveRecords(firm: number, client: Client, adviserId: number) {
  const db = database.db;
  const [reviewed] = await db
    .insert(factFinds)
    .values({
      firmId: firm,
      clientId: client.client.id,
      status: 'reviewed',
      data: { personal_details: { notes: 'Plans to retire at 60' } },
      submittedAt: new Date('2026-01-10T10:00:00Z'),
      reviewedAt: new Date('2026-01-12T10:00:00Z'),
    })
    .returning();
  if (!reviewed) throw new Error('no fact-find');
  await db
    .insert(factFindAnswers)
    .values({ factFindId: reviewed.id, questionId: 'q-hobbies', value: 'Sailing' });
  await db.insert(factFindChanges).values({
    firmId: firm,
    factFindId: reviewed.id,
    userId: client.user.id,
    path: 'personal_details.notes',
    newValue: 'x',
  });
  await db
    .insert(factFindConsents)
    .values({ firmId: firm, clientId: client.client.id, givenBy: client.user.id, text: 'I agree.' });
  await insertCompletedRisk(db, firm, client.client.id);
  await insertHeldAccount(
    db,
    {
      firmId: firm,
      clientId: client.client.id,
      provider: 'Aviva',
      accountType: 'ISA',
      currency: 'GBP',
      createdBy: adviserId,
    },
    {
      fundName: 'Global Equity',
      isin: 'GB00B0000001',
      units: 10,
      price: 2,
      value: 20,
      valuationDate: '2026-01-31',
    },
  );
  await db.insert(portfolioSnapshots).values({
    firmId: firm,
    clientId: client.client.id,
    asAt: '2026-01-31',
    currency: 'GBP',
    value: 20,
    source: 'manual',
  });
  // Two forecast scenarios, one shared with the client and one the adviser's own.
  await db.insert(forecastScenarios).values(
    [new Date('2026-01-15T10:00:00Z'), null].map((sharedAt, i) => ({
      firmId: firm,
      clientId: client.client.id,
      name: `Retire at ${60 + i}`,
      scenario: { retireYears: -2 + i, spendingPercent: 0, lumpSum: null, marketFallYear: 2030 },
      sharedAt,
      assumptionsVersion: 0,
      factFindId: reviewed.id,
      factFindVersion: 1,
      createdBy: adviserId,
    })),
  );
  await db.insert(auditEvents).values({ type: 'auth.login', firmId: firm, userId: client.user.id, data: {} });
  const [conversation] = await db
    .insert(conversations)
    .values({ firmId: firm, clientId: client.client.id })
    .returning();
  if (!conversation) throw new Error('no conversation');
  await db
    .insert(messages)
    .values({ conversationId: conversation.id, senderUserId: client.user.id, body: 'Hello' });
}

const erase = (client: Client, name: string, token: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/adviser/clients/${client.client.id}/erasure`,
    headers: { host: 'localhost', authorization: `Bearer ${token}` },
    payload: { reason: `Asked by ${name}`, confirm_name: name },
  });

const dueOf = async (client: Client) => {
  const [row] = await database.db
    .select()
    .from(dataErasures)
    .where(eq(dataErasures.clientId, client.client.id));
  return row;
};

beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db, { name: 'Example Financial Planning' });
  firmId = firm.id;
  const adviser = await createUser(db, { firmId, role: 'adviser' });
  const admin = await createUser(db, { firmId, role: 'admin' });
  adminId = admin.id;
  adminToken = await createToken(db, { userId: admin.id, expiresAt: far });
  const stranger = await createFirm(db);
  strangerFirmId = stranger.id;
  const strangerAdviser = await createUser(db, { firmId: stranger.id, role: 'adviser' });
  const strangerAdmin = await createUser(db, { firmId: stranger.id, role: 'admin' });
  strangerAdminToken = await createToken(db, { userId: strangerAdmin.id, expiresAt: far });
  people.early = await createClientUser(db, { firmId, adviserId: adviser.id, name: 'James Carter' });
  people.late = await createClientUser(db, { firmId, adviserId: adviser.id, name: 'Olivia Bennett' });
  people.kept = await createClientUser(db, { firmId, adviserId: adviser.id, name: 'Priya Shah' });
  people.stranger = await createClientUser(db, {
    firmId: stranger.id,
    adviserId: strangerAdviser.id,
    name: 'Tom Reed',
  });
  await giveRecords(firmId, people.early, adviser.id);
  await giveRecords(firmId, people.late, adviser.id);
  await giveRecords(firmId, people.kept, adviser.id);
  await giveRecords(stranger.id, people.stranger, strangerAdviser.id);

  // A retention period of one year for the first erasures, five for the later one.
  t = await buildTestApp(database, { clock, config: testConfig({ RETENTION_YEARS: '1' }) });
  expect((await erase(people.early, 'James Carter', adminToken)).statusCode).toBe(200);
  expect((await erase(people.stranger, 'Tom Reed', strangerAdminToken)).statusCode).toBe(200);
  await t.app.close();
  t = await buildTestApp(database, { clock, config: testConfig({ RETENTION_YEARS: '5' }) });
  expect((await erase(people.late, 'Olivia Bennett', adminToken)).statusCode).toBe(200);
}, 60_000);

afterAll(async () => {
  await t?.app.close();
});

describe('purging what an erasure kept when the retention period ends', () => {
  it('deletes nothing before retain_until', async () => {
    clock.set(new Date('2027-03-02T08:59:59Z'));
    const job = createErasurePurgeJob({ repo: createPurgeRepo(database.db), clock, logger: quiet });
    expect(await job.runOnce()).toEqual([]);
    expect((await recordsOf(people.early)).factFinds).toBe(1);
    expect((await dueOf(people.early))?.purgedAt).toBeNull();
  });

  it('lists what is due without deleting it (the CLI with --dry-run)', async () => {
    clock.set(new Date('2027-03-02T09:00:00Z'));
    const out: string[] = [];
    const io = { stdout: { write: (text: string) => out.push(text) } };
    expect(await purgeAndReport(database.db, { dryRun: true }, io, clock)).toBe(0);
    const text = out.join('');
    expect(text).toContain(`client ${people.early.client.id}, kept until 2027-03-02T09:00:00.000Z`);
    expect(text).toContain(`client ${people.stranger.client.id},`);
    expect(text).not.toContain(`client ${people.late.client.id},`);
    expect(text).toContain('2 erasure(s) due for purge; nothing deleted (--dry-run).');
    expect((await recordsOf(people.early)).factFinds).toBe(1);
  });

  it('explains its usage (the CLI)', async () => {
    const out: string[] = [];
    const err: string[] = [];
    const io = {
      stdout: { write: (x: string) => out.push(x) },
      stderr: { write: (x: string) => err.push(x) },
      cwd: process.cwd(),
    };
    expect(await runDataRightsPurgeCli(['--help'], {}, io)).toBe(0);
    expect(out.join('')).toContain('Usage: npm run data-rights:purge');
    expect(await runDataRightsPurgeCli(['--everything'], {}, io)).toBe(1);
    expect(err.join('')).toContain('Usage: npm run data-rights:purge');
  });

  it('deletes the kept records of each due erasure, both firms, and audits each purge', async () => {
    const now = new Date('2027-03-02T09:00:00Z');
    clock.set(now);
    const before = await recordsOf(people.early);
    expect(before).toMatchObject({ ...recordsGiven, answers: 1, changes: 1 });
    expect(before.audit).toBeGreaterThan(0);

    // Two runs at once, as two instances would: each erasure is purged by exactly one of them.
    const repo = createPurgeRepo(database.db);
    const [a, b] = await Promise.all([
      createErasurePurgeJob({ repo, clock, logger: quiet }).runOnce(),
      createErasurePurgeJob({ repo: createPurgeRepo(database.db), clock, logger: quiet }).runOnce(),
    ]);
    const purged = [...a, ...b].map((row) => row.clientId).sort((x, y) => x - y);
    expect(purged).toEqual([people.early.client.id, people.stranger.client.id].sort((x, y) => x - y));

    for (const person of [people.early, people.stranger]) {
      expect(await recordsOf(person)).toEqual({
        factFinds: 0,
        answers: 0,
        changes: 0,
        consents: 0,
        risk: 0,
        accounts: 0,
        holdings: 0,
        snapshots: 0,
        scenarios: 0,
        audit: 0,
      });
      const erasure = await dueOf(person);
      expect(erasure?.purgedAt?.toISOString()).toBe(now.toISOString());
      expect(erasure?.reason).toBe('[erased]');
    }
    // The anonymised shell stays: the client row, the account (disabled), messages without words.
    const [client] = await database.db.select().from(clients).where(eq(clients.id, people.early.client.id));
    expect(client?.name).toBe('Erased client');
    const [user] = await database.db.select().from(users).where(eq(users.id, people.early.user.id));
    expect(user?.disabledAt).not.toBeNull();

    const purgeEvents = await auditEventsOfType(database.db, 'data-rights.purged');
    expect(purgeEvents).toHaveLength(2);
    const early = purgeEvents.find((event) => event.data.clientId === people.early.client.id);
    expect(early?.firmId).toBe(firmId);
    expect(early?.data).toMatchObject({
      erasedAt: erasedOn.toISOString(),
      retainUntil: '2027-03-02T09:00:00.000Z',
      deleted: {
        factFinds: 1,
        consents: 1,
        riskAssessments: 1,
        portfolioAccounts: 1,
        portfolioSnapshots: 1,
        forecastScenarios: 2,
      },
    });
    expect(purgeEvents.find((event) => event.data.clientId === people.stranger.client.id)?.firmId).toBe(
      strangerFirmId,
    );
    // Nothing that names the person is in the record of the purge.
    expect(JSON.stringify(purgeEvents)).not.toMatch(/James|Tom|Asked by/);

    // The client still reads as erased, and cannot be erased again (the admin's session is kept alive across the
    // year the fake clock skipped).
    await database.db.update(apiTokens).set({ lastUsedAt: now }).where(eq(apiTokens.userId, adminId));
    const status = await t.app.inject({
      method: 'GET',
      url: `/api/adviser/clients/${people.early.client.id}/data-rights`,
      headers: { host: 'localhost', authorization: `Bearer ${adminToken}` },
    });
    expect(status.statusCode).toBe(200);
    expect(status.json().data.erasure).toMatchObject({ retain_until: '2027-03-02T09:00:00.000Z' });
    expect((await erase(people.early, 'Erased client', adminToken)).statusCode).toBe(409);
  });

  it('leaves an erasure not yet due and a client never erased untouched', async () => {
    for (const person of [people.late, people.kept]) {
      expect(await recordsOf(person)).toMatchObject(recordsGiven);
    }
    expect((await dueOf(people.late))?.purgedAt).toBeNull();
  });

  it('is idempotent: a second run (here the CLI) finds nothing to do', async () => {
    const out: string[] = [];
    expect(
      await purgeAndReport(
        database.db,
        { dryRun: false },
        { stdout: { write: (x: string) => out.push(x) } },
        clock,
      ),
    ).toBe(0);
    expect(out.join('')).toBe('0 erasure(s) purged.\n');
    const events = await auditEventsOfType(database.db, 'data-rights.purged');
    expect(events).toHaveLength(2);
  });

  it('runs at start, and shutting down waits for the purge under way to commit', async () => {
    clock.set(new Date('2031-03-03T00:00:00Z'));
    const job = createErasurePurgeJob({
      repo: createPurgeRepo(database.db),
      clock,
      logger: quiet,
      intervalMs: 60_000,
    });
    job.start();
    await job.stop();
    // The first tick ran to completion before stop() returned: the late erasure is purged, whole.
    expect((await dueOf(people.late))?.purgedAt).not.toBeNull();
    expect((await recordsOf(people.late)).factFinds).toBe(0);
    expect((await recordsOf(people.kept)).factFinds).toBe(1);
  });
});
