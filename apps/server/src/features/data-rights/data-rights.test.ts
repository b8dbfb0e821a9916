import { join } from 'node:path';
import { Readable } from 'node:stream';
import { userChannelName } from '@atrium/domain/contract/realtime';
import { eq } from 'drizzle-orm';
import { strFromU8, unzipSync } from 'fflate';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import {
  appointments,
  auditEvents,
  calendarSlots,
  clients,
  conversations,
  dataErasures,
  documents,
  factFindAnswers,
  factFindChanges,
  factFindConsents,
  factFinds,
  forecastScenarios,
  links,
  messages,
  notificationPreferences,
  notifications,
  portfolioAccounts,
  riskAssessments,
  users,
} from '../../db/schema.ts';
import { createLocalDiskStorage } from '../../platform/storage/local-disk.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock, requester, testConfig, useTempDir, useTestApp } from '../../test/build-test-app.ts';
import { insertCompletedRisk, insertHeldAccount } from '../../test/client-records.ts';
import { createClientUser, createFirm, createToken, createUser, testPassword } from '../../test/factories.ts';
import { connectPusher, listen, subscribed } from '../realtime/test-clients.ts';

const dataDir = useTempDir('atrium-data-rights-');
const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const { database, t } = useTestApp({
  clock,
  config: () => testConfig({ DATA_DIR: dataDir.path, RETENTION_YEARS: '7' }),
});
const later = new Date('2100-01-01T00:00:00Z');
const tokens = {} as Record<'admin' | 'adviser' | 'client' | 'olivia' | 'strangerAdmin', string>;
let james: Awaited<ReturnType<typeof createClientUser>>;
let olivia: Awaited<ReturnType<typeof createClientUser>>;
let adviserId: number;
let reviewedId: number;
let draftId: number;
let documentId: number;
const storageKey = 'documents/test/james-suitability';
const documentBytes = Buffer.from('%PDF-1.4\nJames Carter suitability report\n%%EOF\n', 'latin1');

const request = requester(() => t);
const call = (
  method: 'GET' | 'POST',
  url: string,
  token?: string,
  payload?: Record<string, unknown>,
  host = 'localhost',
) => request(method, url, token, payload, { host });

const base = () => `/api/adviser/clients/${james.client.id}`;

beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db, { name: 'Example Financial Planning' });
  const firmId = firm.id;
  const adviser = await createUser(db, { firmId, role: 'adviser', name: 'Sarah Mitchell' });
  adviserId = adviser.id;
  const admin = await createUser(db, { firmId, role: 'admin', name: 'Daniel Hughes' });
  james = await createClientUser(db, {
    firmId,
    adviserId,
    name: 'James Carter',
    email: 'james@example.test',
    jointName: 'Emma Carter',
    dob: '1978-04-12',
  });
  await db.update(users).set({ telephone: '+44 7700 900456' }).where(eq(users.id, james.user.id));
  await db.update(clients).set({ jointEmail: 'emma@example.test' }).where(eq(clients.id, james.client.id));
  // James turned two kinds of alert email off on /profile (the rest stay on by default).
  await db
    .insert(notificationPreferences)
    .values({ userId: james.user.id, messages: false, documents: false });
  olivia = await createClientUser(db, { firmId, adviserId, name: 'Olivia Bennett' });
  const stranger = await createFirm(db);
  const strangerAdmin = await createUser(db, { firmId: stranger.id, role: 'admin' });
  tokens.admin = await createToken(db, { userId: admin.id, expiresAt: later });
  tokens.adviser = await createToken(db, { userId: adviserId, expiresAt: later });
  tokens.client = await createToken(db, { userId: james.user.id, expiresAt: later });
  tokens.olivia = await createToken(db, { userId: olivia.user.id, expiresAt: later });
  tokens.strangerAdmin = await createToken(db, { userId: strangerAdmin.id, expiresAt: later });

  // A reviewed fact-find (a record of advice) and a draft never submitted.
  const [reviewed, draft] = await db
    .insert(factFinds)
    .values([
      {
        firmId,
        clientId: james.client.id,
        status: 'reviewed',
        data: { joint: true, personal_details: { first_name: 'James', notes: 'Plans to retire at 60' } },
        submittedAt: new Date('2026-01-10T10:00:00Z'),
        reviewedAt: new Date('2026-01-12T10:00:00Z'),
      },
      {
        firmId,
        clientId: james.client.id,
        status: 'draft',
        data: { personal_details: { first_name: 'James', notes: 'Second home in Bath' } },
      },
    ])
    .returning();
  if (!reviewed || !draft) throw new Error('no fact-finds');
  reviewedId = reviewed.id;
  draftId = draft.id;
  await db.insert(factFindAnswers).values([
    { factFindId: reviewedId, questionId: 'q-hobbies', value: 'Sailing' },
    { factFindId: draftId, questionId: 'q-hobbies', value: 'Sailing and golf' },
  ]);
  await db.insert(factFindChanges).values([
    {
      firmId,
      factFindId: reviewedId,
      userId: james.user.id,
      path: 'personal_details.notes',
      newValue: 'Plans to retire at 60',
    },
    {
      firmId,
      factFindId: draftId,
      userId: james.user.id,
      path: 'personal_details.notes',
      newValue: 'Second home in Bath',
    },
  ]);
  await db
    .insert(factFindConsents)
    .values({ firmId, clientId: james.client.id, givenBy: james.user.id, text: 'I agree to the terms.' });
  await insertCompletedRisk(db, firmId, james.client.id);
  const [jamesConversation, oliviaConversation] = await db
    .insert(conversations)
    .values([
      { firmId, clientId: james.client.id },
      { firmId, clientId: olivia.client.id },
    ])
    .returning();
  if (!jamesConversation || !oliviaConversation) throw new Error('no conversations');
  await db.insert(messages).values([
    {
      conversationId: jamesConversation.id,
      senderUserId: james.user.id,
      body: 'My new address is 1 High St',
    },
    { conversationId: jamesConversation.id, senderUserId: adviserId, body: 'Thanks James, noted.' },
    { conversationId: oliviaConversation.id, senderUserId: olivia.user.id, body: 'Olivia private note' },
  ]);
  await db.insert(notifications).values([
    {
      userId: james.user.id,
      type: 'message',
      data: { title: 'New message', body: 'From Sarah', link: '/messages' },
    },
    {
      userId: adviserId,
      type: 'message',
      data: {
        title: 'James Carter sent a message',
        body: 'My new address…',
        link: `/adviser/clients/${james.client.id}/messages`,
      },
    },
    {
      userId: adviserId,
      type: 'message',
      data: {
        title: 'Olivia Bennett sent a message',
        body: '…',
        link: `/adviser/clients/${olivia.client.id}/messages`,
      },
    },
  ]);
  const storage = createLocalDiskStorage(join(dataDir.path, 'documents'));
  await storage.put(storageKey, Readable.from([documentBytes]));
  const [document] = await db
    .insert(documents)
    .values({
      firmId,
      clientId: james.client.id,
      uploadedBy: adviserId,
      source: 'firm',
      name: 'Suitability report.pdf',
      category: 'report',
      mimeType: 'application/pdf',
      size: documentBytes.length,
      sha256: 'x'.repeat(64),
      storageKey,
    })
    .returning();
  documentId = document?.id ?? 0;
  await db.insert(links).values([
    {
      firmId,
      clientId: james.client.id,
      title: 'James pension portal',
      url: 'https://pensions.example/james',
    },
    { firmId, clientId: null, title: 'Firm newsletter', url: 'https://firm.example/news' },
  ]);

  const [slot] = await db
    .insert(calendarSlots)
    .values({
      firmId,
      adviserId,
      startsAt: new Date('2026-03-10T10:00:00Z'),
      endsAt: new Date('2026-03-10T11:00:00Z'),
      timeZone: 'Europe/London',
      kind: 'phone',
    })
    .returning();
  await db.insert(appointments).values({
    firmId,
    clientId: james.client.id,
    adviserId,
    slotId: slot?.id ?? 0,
    startsAt: new Date('2026-03-10T10:00:00Z'),
    endsAt: new Date('2026-03-10T11:00:00Z'),
    timeZone: 'Europe/London',
    kind: 'phone',
    notes: 'Call me on my mobile, I am in Bath that week',
  });
  await insertHeldAccount(
    db,
    { firmId, clientId: james.client.id, provider: 'Aviva', accountType: 'isa', currency: 'GBP' },
    {
      fundName: 'Global Equity Fund',
      isin: 'GB00B4PQW151',
      units: 100,
      price: 2.5,
      value: 250,
      valuationDate: '2026-02-28',
    },
  );
  // Forecast scenarios: one shared with James, one the adviser kept to herself, one shared with Olivia.
  await db.insert(forecastScenarios).values([
    {
      firmId,
      clientId: james.client.id,
      name: 'James retires at 58',
      scenario: { retireYears: -2, spendingPercent: -10, lumpSum: null, marketFallYear: 2030 },
      sharedAt: new Date('2026-02-20T10:00:00Z'),
      assumptionsVersion: 0,
      factFindId: reviewedId,
      factFindVersion: 1,
      createdBy: adviserId,
    },
    {
      firmId,
      clientId: james.client.id,
      name: 'Adviser working copy',
      scenario: { retireYears: 0, spendingPercent: 20, lumpSum: null, marketFallYear: null },
      sharedAt: null,
      assumptionsVersion: 0,
      factFindId: reviewedId,
      factFindVersion: 1,
      createdBy: adviserId,
    },
    {
      firmId,
      clientId: olivia.client.id,
      name: 'Olivia retires early',
      scenario: { retireYears: -5, spendingPercent: 0, lumpSum: null, marketFallYear: null },
      sharedAt: new Date('2026-02-20T10:00:00Z'),
      assumptionsVersion: 0,
      factFindId: null,
      factFindVersion: null,
      createdBy: adviserId,
    },
  ]);

  // A real sign-in, so the audit log holds an event about James.
  const login = await call('POST', '/api/login', undefined, {
    email: 'james@example.test',
    password: testPassword,
  });
  expect(login.statusCode).toBe(200);
});

describe('who may use the data-rights routes', () => {
  const routes = [
    ['GET', 'data-rights', undefined],
    ['GET', 'data-export', undefined],
    ['POST', 'erasure', { reason: 'Asked by the client', confirm_name: 'James Carter' }],
  ] as const;

  it.each(routes)(
    '%s …/%s answers 401 anonymous, 403 client and adviser, 404 another firm',
    async (method, path, body) => {
      const url = `${base()}/${path}`;
      expect((await call(method, url, undefined, body)).statusCode).toBe(401);
      const asClient = await call(method, url, tokens.client, body);
      expect(asClient.statusCode).toBe(403);
      const asAdviser = await call(method, url, tokens.adviser, body);
      expect(asAdviser.statusCode).toBe(403);
      expect(asAdviser.json().message).toBe("Only an admin can export or erase a client's data.");
      expect((await call(method, url, tokens.strangerAdmin, body)).statusCode).toBe(404);
    },
  );

  it('answers the admin with the client’s status and the retention period', async () => {
    const response = await call('GET', `${base()}/data-rights`, tokens.admin);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { client_id: james.client.id, erasure: null, retention_years: 7 },
    });
  });
});

async function exportZip() {
  const response = await call('GET', `${base()}/data-export`, tokens.admin);
  expect(response.statusCode).toBe(200);
  expect(response.headers['content-type']).toBe('application/zip');
  expect(response.headers['content-disposition']).toMatch(
    /attachment; filename="client-\d+-data-2026-03-02\.zip"/,
  );
  const files = unzipSync(new Uint8Array(response.rawPayload));
  const json = (name: string) => {
    const file = files[name];
    if (!file) throw new Error(`${name} missing from the export`);
    return JSON.parse(strFromU8(file));
  };
  return { files, json };
}

describe('data export', () => {
  it('is one ZIP of JSON files, the documents and a README, about this client only', async () => {
    const { files, json } = await exportZip();
    const documentPath = `documents/${documentId}-Suitability report.pdf`;
    expect(Object.keys(files).sort()).toEqual(
      [
        'README.txt',
        'profile.json',
        'fact-finds.json',
        'consents.json',
        'risk-assessments.json',
        'messages.json',
        'notifications.json',
        'links.json',
        'sessions.json',
        'appointments.json',
        'portfolio.json',
        'forecast-scenarios.json',
        'audit-events.json',
        'documents.json',
        'signatures.json',
        'reviews.json',
        'erasure.json',
        documentPath,
      ].sort(),
    );
    expect(strFromU8(files['README.txt'] as Uint8Array)).toContain(
      'Data held about James Carter by Example Financial Planning',
    );
    expect(Buffer.from(files[documentPath] as Uint8Array).equals(documentBytes)).toBe(true);

    const profile = json('profile.json');
    expect(profile.user).toMatchObject({
      email: 'james@example.test',
      telephone: '+44 7700 900456',
      role: 'client',
    });
    expect(profile.client).toMatchObject({
      name: 'James Carter',
      joint_name: 'Emma Carter',
      joint_email: 'emma@example.test',
      dob: '1978-04-12',
    });
    expect(profile.adviser).toMatchObject({ id: adviserId, name: 'Sarah Mitchell' });
    expect(profile.notification_preferences).toEqual({
      messages: false,
      fact_find: true,
      documents: false,
      notifications: true,
      // The annual review's mails, a kind of their own (docs/reviews.md), on as never changed.
      reviews: true,
    });

    const factFindsJson = json('fact-finds.json');
    expect(factFindsJson).toHaveLength(2);
    expect(factFindsJson[0]).toMatchObject({
      id: reviewedId,
      status: 'reviewed',
      data: { personal_details: { notes: 'Plans to retire at 60' } },
      custom_answers: [{ question_id: 'q-hobbies', value: 'Sailing' }],
      changes: [
        { path: 'personal_details.notes', new: 'Plans to retire at 60', by: { name: 'James Carter' } },
      ],
    });
    expect(json('consents.json')).toMatchObject([
      { text: 'I agree to the terms.', given_by: 'James Carter' },
    ]);
    expect(json('risk-assessments.json')).toMatchObject([{ status: 'completed', level: 4 }]);
    expect(json('messages.json').map((m: { body: string }) => m.body)).toEqual([
      'My new address is 1 High St',
      'Thanks James, noted.',
    ]);
    expect(json('notifications.json')).toMatchObject([{ title: 'New message', link: '/messages' }]);
    expect(
      json('links.json')
        .map((l: { title: string }) => l.title)
        .sort(),
    ).toEqual(['Firm newsletter', 'James pension portal']);
    expect(json('documents.json')).toMatchObject([
      { id: documentId, name: 'Suitability report.pdf', file: documentPath },
    ]);
    expect(json('sessions.json').sign_ins.length).toBeGreaterThanOrEqual(2);
    expect(json('appointments.json')).toMatchObject([
      { status: 'booked', kind: 'phone', with: 'Sarah Mitchell', notes: expect.stringContaining('Bath') },
    ]);
    expect(json('portfolio.json').accounts).toMatchObject([
      { provider: 'Aviva', holdings: [{ fund_name: 'Global Equity Fund', value: 250 }] },
    ]);
    // Only what was shared with James: not the adviser's unshared copy, nor Olivia's.
    expect(json('forecast-scenarios.json')).toEqual([
      {
        id: expect.any(Number),
        name: 'James retires at 58',
        scenario: { retireYears: -2, spendingPercent: -10, lumpSum: null, marketFallYear: 2030 },
        shared_at: '2026-02-20T10:00:00.000Z',
        shared_by: 'Sarah Mitchell',
        assumptions_version: 0,
        fact_find_id: reviewedId,
        fact_find_version: 1,
        created_at: expect.any(String),
        updated_at: expect.any(String),
      },
    ]);
    expect(json('audit-events.json').map((e: { type: string }) => e.type)).toContain('auth.login.succeeded');
    expect(json('erasure.json')).toBeNull();

    // Nothing of another client, and no secret.
    const texts = Object.entries(files)
      .filter(([name]) => name.endsWith('.json') || name.endsWith('.txt'))
      .map(([, file]) => strFromU8(file));
    expect(texts.join('\n')).toContain('James Carter');
    expect(texts.join('\n')).not.toContain('Olivia');
    for (const text of texts) expect(text).not.toMatch(/argon2|token_hash|password_hash/i);
  });

  it('keeps the device (IP address, browser) only on the client’s own events, not on the partner’s or staff’s', async () => {
    const db = database.db;
    const firmId = james.client.firmId;
    const emma = await createUser(db, { firmId, role: 'client', name: 'Emma Carter' });
    await db.insert(auditEvents).values([
      {
        firmId,
        userId: james.user.id,
        type: 'profile.updated',
        ip: '198.51.100.11',
        userAgent: 'JamesBrowser/1.0',
        data: {},
      },
      {
        firmId,
        userId: emma.id,
        type: 'factfind.change',
        ip: '198.51.100.22',
        userAgent: 'EmmaPhone/2.0',
        data: { clientId: james.client.id },
      },
      {
        firmId,
        userId: adviserId,
        type: 'document.downloaded',
        ip: '198.51.100.33',
        userAgent: 'AdviserDesk/3.0',
        data: { clientId: james.client.id },
      },
      {
        firmId,
        userId: null,
        type: 'api.call',
        ip: '198.51.100.44',
        userAgent: 'Integration/4.0',
        data: { clientUserId: james.user.id },
      },
    ]);
    const { files, json } = await exportZip();
    const events = json('audit-events.json') as {
      type: string;
      by_user_id: number | null;
      ip: unknown;
      user_agent: unknown;
    }[];
    expect(events.find((e) => e.type === 'profile.updated')).toMatchObject({
      by_user_id: james.user.id,
      ip: '198.51.100.11',
      user_agent: 'JamesBrowser/1.0',
    });
    // The others' actions are listed (what was done to James's data), without where they came from.
    for (const [type, by] of [
      ['factfind.change', emma.id],
      ['document.downloaded', adviserId],
      ['api.call', null],
    ] as const) {
      expect(events.find((e) => e.type === type && e.by_user_id === by)).toMatchObject({
        ip: null,
        user_agent: null,
      });
    }
    const everything = Object.values(files)
      .map((file) => strFromU8(file))
      .join('\n');
    for (const device of [
      '198.51.100.22',
      'EmmaPhone',
      '198.51.100.33',
      'AdviserDesk',
      '198.51.100.44',
      'Integration/4.0',
    ]) {
      expect(everything).not.toContain(device);
    }
  });

  it('is audited', async () => {
    await exportZip();
    const events = await auditEventsOfType(database.db, 'data-rights.exported');
    expect(events.at(-1)?.data).toMatchObject({ clientId: james.client.id, documents: 1 });
  });
});

describe('erasure', () => {
  it('needs a reason and the client’s name typed', async () => {
    const noReason = await call('POST', `${base()}/erasure`, tokens.admin, {
      reason: ' ',
      confirm_name: 'James Carter',
    });
    expect(noReason.statusCode).toBe(422);
    expect(noReason.json().errors.reason).toEqual(['The reason field is required.']);
    const wrongName = await call('POST', `${base()}/erasure`, tokens.admin, {
      reason: 'Asked',
      confirm_name: 'James',
    });
    expect(wrongName.statusCode).toBe(422);
    expect(wrongName.json().errors.confirm_name).toEqual([
      "The name typed does not match the client's name.",
    ]);
    const [still] = await database.db.select().from(clients).where(eq(clients.id, james.client.id));
    expect(still?.name).toBe('James Carter');
  });

  it('anonymises what may be erased, keeps the records of advice, and locks the client out', async () => {
    const db = database.db;
    const auditBefore = (await db.select().from(auditEvents)).length;
    // James has the portal open: his live connection ends with the erasure.
    const pusher = connectPusher({ port: await listen(t.app), token: tokens.client });
    await subscribed(pusher, userChannelName(james.user.id)).succeeded;
    const response = await call('POST', `${base()}/erasure`, tokens.admin, {
      reason: 'The client asked us to erase their data (letter of 1 March 2026).',
      confirm_name: '  james CARTER ',
    });
    expect(response.statusCode).toBe(200);
    const body = response.json();
    expect(body.data).toMatchObject({
      erased_at: '2026-03-02T09:00:00.000Z',
      // RETENTION_YEARS=7 in this test's configuration.
      retain_until: '2033-03-02T09:00:00.000Z',
      reason: 'The client asked us to erase their data (letter of 1 March 2026).',
      erased: { messages: 2, documents: 1, notifications: 1, draft_fact_finds: 1, links: 1 },
      retained: { fact_finds: 1, risk_assessments: 1, consents: 1 },
    });
    expect(body.data.erased.sessions_ended).toBeGreaterThanOrEqual(2);

    await vi.waitFor(() => expect(pusher.connection.state).toMatch(/^(disconnected|failed)$/), {
      timeout: 5000,
    });
    pusher.disconnect();

    // The person is gone from the records that may be erased.
    const [user] = await db.select().from(users).where(eq(users.id, james.user.id));
    expect(user).toMatchObject({ name: 'Erased client', telephone: null, mfaTelephone: null });
    expect(user?.email).toBe(`erased-${james.user.id}@erased.invalid`);
    expect(user?.disabledAt).not.toBeNull();
    const [client] = await db.select().from(clients).where(eq(clients.id, james.client.id));
    expect(client).toMatchObject({ name: 'Erased client', jointName: null, jointEmail: null, dob: null });
    const bodies = await db.select({ body: messages.body }).from(messages);
    expect(bodies.map((m) => m.body).sort()).toEqual(['Olivia private note', '[erased]', '[erased]']);
    const [draft] = await db.select().from(factFinds).where(eq(factFinds.id, draftId));
    expect(draft?.data).toEqual({});
    const draftChanges = await db
      .select()
      .from(factFindChanges)
      .where(eq(factFindChanges.factFindId, draftId));
    expect(draftChanges.map((c) => c.newValue)).toEqual([null]);
    const adviserNotices = await db.select().from(notifications).where(eq(notifications.userId, adviserId));
    expect(adviserNotices.map((n) => n.data.title).sort()).toEqual([
      'Olivia Bennett sent a message',
      '[erased]',
    ]);
    expect(await db.select().from(links).where(eq(links.clientId, james.client.id))).toEqual([]);
    const [appointment] = await db
      .select()
      .from(appointments)
      .where(eq(appointments.clientId, james.client.id));
    expect(appointment).toMatchObject({ status: 'cancelled', notes: '', cancelReason: '[erased]' });
    const [account] = await db
      .select()
      .from(portfolioAccounts)
      .where(eq(portfolioAccounts.clientId, james.client.id));
    expect(account?.provider).toBe('Aviva');
    const storage = createLocalDiskStorage(join(dataDir.path, 'documents'));
    expect(await storage.get(storageKey)).toBeNull();

    // The records of advice stay, as they were.
    const [reviewed] = await db.select().from(factFinds).where(eq(factFinds.id, reviewedId));
    expect(reviewed?.data).toMatchObject({ personal_details: { notes: 'Plans to retire at 60' } });
    const [answer] = await db
      .select()
      .from(factFindAnswers)
      .where(eq(factFindAnswers.factFindId, reviewedId));
    expect(answer?.value).toBe('Sailing');
    const [risk] = await db
      .select()
      .from(riskAssessments)
      .where(eq(riskAssessments.clientId, james.client.id));
    expect(risk).toMatchObject({ level: 4, answers: { q1: 3 } });
    expect((await db.select().from(auditEvents)).length).toBeGreaterThan(auditBefore);
    const [erasure] = await db.select().from(dataErasures).where(eq(dataErasures.clientId, james.client.id));
    expect(erasure?.reason).toBe('The client asked us to erase their data (letter of 1 March 2026).');
    const [event] = await auditEventsOfType(db, 'data-rights.erased');
    expect(event?.data).toMatchObject({ clientId: james.client.id, removedFiles: 1 });

    // No way back in: the old session is over and the old password is refused like any wrong one.
    expect((await call('GET', '/api/user', tokens.client)).statusCode).toBe(401);
    const login = await call('POST', '/api/login', undefined, {
      email: 'james@example.test',
      password: testPassword,
    });
    expect(login.statusCode).toBe(401);
    expect(login.json()).toEqual({ message: 'These credentials do not match our records.' });
    // Another client is untouched.
    expect((await call('GET', '/api/user', tokens.olivia)).statusCode).toBe(200);
  });

  it('is reported by the status route, refused a second time, and the export shows what was kept', async () => {
    const status = await call('GET', `${base()}/data-rights`, tokens.admin);
    expect(status.json().data.erasure).toMatchObject({
      retain_until: '2033-03-02T09:00:00.000Z',
      erased_by: { name: 'Daniel Hughes' },
    });
    const again = await call('POST', `${base()}/erasure`, tokens.admin, {
      reason: 'Again',
      confirm_name: 'Erased client',
    });
    expect(again.statusCode).toBe(409);
    const { files, json } = await exportZip();
    expect(json('profile.json').client.name).toBe('Erased client');
    expect(json('fact-finds.json')[0].data).toMatchObject({
      personal_details: { notes: 'Plans to retire at 60' },
    });
    expect(json('erasure.json')).toMatchObject({ reason: expect.stringContaining('erase their data') });
    // Saved forecast scenarios are kept with the records of advice until the purge (purge.test.ts).
    expect(json('forecast-scenarios.json')).toMatchObject([{ name: 'James retires at 58' }]);
    expect(Object.keys(files).filter((name) => name.startsWith('documents/'))).toEqual([]);
    expect(json('documents.json')).toMatchObject([{ id: documentId, file: null }]);
  });
});
