import { asc, eq } from 'drizzle-orm';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { firmDomains, notificationPreferences, outbox, pendingMessageAlerts } from '../../db/schema.ts';
import { createOutbox } from '../../platform/outbox/outbox.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import {
  buildTestApp,
  createFakeClock,
  requester,
  type TestDatabase,
  testConfig,
  useTestApp,
} from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createStaff, lastingTokens } from '../../test/factories.ts';
import { filePart, postForm } from '../../test/uploads.ts';
import { createAlertsRepo } from './repo.ts';
import { createAlertsService } from './service.ts';
import { createUnsubscribeTokens } from './tokens.ts';

// Alert mails end to end: the event through the API, the mail in the development outbox, the one-click
// unsubscribe through the API again. The message alerts' job is run by hand against a controllable clock.
const appUrl = 'https://portal.example.test';
const firmUrl = 'https://carter.localhost';
const config = testConfig({ APP_URL: appUrl, LOG_LEVEL: 'info' });
const clock = createFakeClock();
const delayMs = 600_000;
const secret = 'Your pension pot is £123,456.78';

let world: Awaited<ReturnType<typeof createWorld>>;
let job: ReturnType<typeof createAlertsService>;

async function createWorld(db: TestDatabase['db']) {
  const firm = await createFirm(db, { name: 'Carter Wealth' });
  await db.insert(firmDomains).values({ firmId: firm.id, domain: 'carter.localhost' });
  const { adviser, admin } = await createStaff(db, firm.id, ['adviser', 'admin'], {
    adviser: { email: 'sarah@carter.test' },
    admin: { email: 'dan@carter.test' },
  });
  const client = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'James Carter',
    email: 'james@example.test',
    dob: '1978-04-12',
  });
  return {
    firm,
    adviser,
    admin,
    client,
    tokens: await lastingTokens(db, { adviser: adviser.id, admin: admin.id, client: client.user.id }),
  };
}

const mailsTo = (email: string) =>
  database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));

async function lastMailTo(email: string) {
  const mails = await mailsTo(email);
  const mail = mails.at(-1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}

// No message text, note, file name or figure; links at the firm's own domain; the RFC 8058 pair of headers.
function expectCleanAlert(mail: Awaited<ReturnType<typeof lastMailTo>>, path: string) {
  for (const body of [mail.text, mail.html ?? '', mail.subject ?? '']) {
    expect(body).not.toContain('pension');
    expect(body).not.toContain('123');
    expect(body).not.toContain('£');
    expect(body).not.toContain('P60');
    expect(body).not.toContain(appUrl);
  }
  expect(mail.text).toContain(`${firmUrl}${path}`);
  expect(mail.headers).toEqual({
    'List-Unsubscribe': expect.stringMatching(/^<https:\/\/carter\.localhost\/unsubscribe\/[\w.-]+>$/),
    'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click',
  });
}

// The alerts service as another instance (or the same one after a restart) would build it: the pending alerts
// are in the database, so it sends what the app scheduled.
function anotherInstance() {
  return createAlertsService({
    repo: createAlertsRepo(database.db),
    tokens: createUnsubscribeTokens(config.appKey),
    outbox: createOutbox(database.db, clock, { appUrl }),
    clock,
    rateLimiter: createRateLimiter(database.db, clock),
    appUrl,
    delaySeconds: config.alertMailDelaySeconds,
    firmRecipientsOf: async () => [],
    logger: { warn() {} },
  });
}

const clientId = () => world.client.client.id;
const adviserMessage = (message = secret) =>
  call('POST', `/api/adviser/clients/${clientId()}/messages`, world.tokens.adviser, { message });
const clientMessage = (message = secret) => call('POST', '/api/messages', world.tokens.client, { message });

const { database, t } = useTestApp({ config, clock });
const call = requester(t);

beforeAll(async () => {
  world = await createWorld(database.db);
  job = anotherInstance();
});

beforeEach(async () => {
  await database.db.delete(outbox);
  await database.db.delete(pendingMessageAlerts);
  await database.db.delete(notificationPreferences);
});

describe('a message still unread after ALERT_MAIL_DELAY_SECONDS', () => {
  it('is 600 seconds unless configured', () => {
    expect(config.alertMailDelaySeconds).toBe(600);
    expect(testConfig({ ALERT_MAIL_DELAY_SECONDS: '0' }).alertMailDelaySeconds).toBe(0);
    expect(() => testConfig({ ALERT_MAIL_DELAY_SECONDS: '-1' })).toThrow(/ALERT_MAIL_DELAY_SECONDS/);
  });

  it('mails the client once the delay has passed, not before, without the message', async () => {
    expect((await adviserMessage()).statusCode).toBe(200);
    await job.sendDueMessageAlerts();
    clock.advance(delayMs - 1000);
    await job.sendDueMessageAlerts();
    expect(await mailsTo(world.client.user.email)).toEqual([]);

    clock.advance(1000);
    expect(await job.sendDueMessageAlerts()).toBe(1);
    const mail = await lastMailTo(world.client.user.email);
    expect(mail.subject).toBe('New message from Carter Wealth');
    expectCleanAlert(mail, '/messages');
    expect(await database.db.select().from(pendingMessageAlerts)).toEqual([]);
  });

  it('sends at most one mail per conversation in the delay window', async () => {
    await adviserMessage();
    clock.advance(60_000);
    await adviserMessage('A second one');
    clock.advance(delayMs);
    await job.sendDueMessageAlerts();
    expect(await mailsTo(world.client.user.email)).toHaveLength(1);

    // A third message just after the mail: its own mail waits for a whole delay again.
    clock.advance(1000);
    await adviserMessage('A third one');
    clock.advance(delayMs - 2000);
    await job.sendDueMessageAlerts();
    expect(await mailsTo(world.client.user.email)).toHaveLength(1);
    clock.advance(2000);
    await job.sendDueMessageAlerts();
    expect(await mailsTo(world.client.user.email)).toHaveLength(2);
  });

  it('is sent once when two instances run the job at the same moment', async () => {
    const other = anotherInstance();
    await adviserMessage();
    clock.advance(delayMs);
    const claimed = await Promise.all([job.sendDueMessageAlerts(), other.sendDueMessageAlerts()]);
    expect(claimed.sort()).toEqual([0, 1]);
    expect(await mailsTo(world.client.user.email)).toHaveLength(1);
  });

  it('sends nothing when the message was read before the mail was due', async () => {
    await adviserMessage();
    clock.advance(60_000);
    expect((await call('POST', '/api/messages/mark-all-as-read', world.tokens.client)).statusCode).toBe(200);
    clock.advance(delayMs);
    expect(await job.sendDueMessageAlerts()).toBe(1);
    expect(await mailsTo(world.client.user.email)).toEqual([]);
    expect(await database.db.select().from(pendingMessageAlerts)).toEqual([]);
  });

  it('waits for the newest unread when the earlier one was read meanwhile', async () => {
    await adviserMessage();
    clock.advance(delayMs - 60_000);
    await call('POST', '/api/messages/mark-all-as-read', world.tokens.client);
    clock.advance(1000);
    await adviserMessage('Later');
    clock.advance(59_000);
    await job.sendDueMessageAlerts();
    expect(await mailsTo(world.client.user.email)).toEqual([]);
    clock.advance(delayMs - 59_000);
    await job.sendDueMessageAlerts();
    expect(await mailsTo(world.client.user.email)).toHaveLength(1);
  });

  it('mails the client’s adviser (not the admin) about a client message they have not opened', async () => {
    await clientMessage();
    clock.advance(delayMs);
    await job.sendDueMessageAlerts();
    const mail = await lastMailTo(world.adviser.email);
    expect(mail.subject).toBe('New message from James Carter');
    expectCleanAlert(mail, `/adviser/clients/${clientId()}/messages`);
    expect(await mailsTo(world.admin.email)).toEqual([]);
  });

  it('sends nothing to an adviser who opened the conversation in time', async () => {
    await clientMessage();
    clock.advance(1000);
    await call('GET', `/api/adviser/clients/${clientId()}/messages`, world.tokens.adviser);
    clock.advance(delayMs);
    await job.sendDueMessageAlerts();
    expect(await mailsTo(world.adviser.email)).toEqual([]);
  });

  it('mails at once when the delay is 0', async () => {
    const atOnce = await buildTestApp(database, {
      config: testConfig({ APP_URL: appUrl, ALERT_MAIL_DELAY_SECONDS: '0' }),
      clock,
    });
    try {
      const sent = await requester(atOnce)(
        'POST',
        `/api/adviser/clients/${clientId()}/messages`,
        world.tokens.adviser,
        {
          message: secret,
        },
      );
      expect(sent.statusCode).toBe(200);
      expectCleanAlert(await lastMailTo(world.client.user.email), '/messages');
    } finally {
      await atOnce.app.close();
    }
  });
});

describe('the other alerts', () => {
  it('fact-find returned (saying a note was left, not what it says), then reviewed', async () => {
    const base = `/api/clients/${clientId()}/portal/changes`;
    expect((await call('POST', `${base}/start`, world.tokens.client)).statusCode).toBe(201);
    const submit = await call('POST', `${base}/submit`, world.tokens.client);
    expect(submit.statusCode, submit.body).toBe(200);
    const submitted = await lastMailTo(world.adviser.email);
    expect(submitted.subject).toBe('A client submitted their fact-find');
    expectCleanAlert(submitted, `/adviser/clients/${clientId()}/fact-find`);

    const adviserUrl = `/api/adviser/clients/${clientId()}/fact-find`;
    const returned = await call('POST', `${adviserUrl}/return`, world.tokens.adviser, { note: secret });
    expect(returned.statusCode).toBe(200);
    const mail = await lastMailTo(world.client.user.email);
    expect(mail.subject).toBe('Your fact-find has been returned');
    expect(mail.text).toContain('Your adviser left a note.');
    expectCleanAlert(mail, '/fact-find');

    expect((await call('POST', `${base}/submit`, world.tokens.client)).statusCode).toBe(200);
    expect((await call('POST', `${adviserUrl}/review`, world.tokens.adviser)).statusCode).toBe(200);
    const reviewed = await lastMailTo(world.client.user.email);
    expect(reviewed.subject).toBe('Your fact-find has been reviewed');
    expectCleanAlert(reviewed, '/fact-find');
  });

  it('a document shared with the client, and one the client uploads', async () => {
    const upload = (url: string, token: string) =>
      postForm(call, url, token, [filePart('P60 2025.pdf'), { name: 'category', value: 'statement' }]);
    const shared = await upload(`/api/adviser/clients/${clientId()}/documents`, world.tokens.adviser);
    expect(shared.statusCode, shared.body).toBe(201);
    const toClient = await lastMailTo(world.client.user.email);
    expect(toClient.subject).toBe('A document has been shared with you');
    expectCleanAlert(toClient, '/documents');

    expect((await upload('/api/documents', world.tokens.client)).statusCode).toBe(201);
    const toAdviser = await lastMailTo(world.adviser.email);
    expect(toAdviser.subject).toBe('A client uploaded a document');
    expectCleanAlert(toAdviser, `/adviser/clients/${clientId()}/documents`);
  });

  it('a notification sent by the adviser, without its title or body', async () => {
    const sent = await call(
      'POST',
      `/api/adviser/clients/${clientId()}/notifications`,
      world.tokens.adviser,
      {
        title: 'Pension statement',
        body: secret,
        link: '/documents',
      },
    );
    expect(sent.statusCode).toBe(201);
    const mail = await lastMailTo(world.client.user.email);
    expect(mail.subject).toBe('New notification from Carter Wealth');
    expectCleanAlert(mail, '/documents');
  });

  it('a forecast scenario shared with the client: once, without its name or figures, as the client chose', async () => {
    const url = `/api/adviser/clients/${clientId()}/forecast/scenarios`;
    const name = 'Pension pot £123,456 at 63';
    const scenario = { retireYears: 3, spendingPercent: -10, lumpSum: null, marketFallYear: 2031 };
    const saved = await call('POST', url, world.tokens.adviser, { name, scenario });
    expect(saved.statusCode, saved.body).toBe(201);
    // Saved, not shared: no one is told.
    expect(await mailsTo(world.client.user.email)).toEqual([]);

    const id = saved.json().data.id;
    expect((await call('PATCH', `${url}/${id}`, world.tokens.adviser, { shared: true })).statusCode).toBe(
      200,
    );
    const mails = await mailsTo(world.client.user.email);
    expect(mails).toHaveLength(1);
    const mail = mails[0] as (typeof mails)[number];
    expect(mail.subject).toBe('Your adviser shared a forecast scenario');
    expectCleanAlert(mail, '/forecast');
    for (const body of [mail.text, mail.html ?? '']) {
      expect(body).not.toContain(name);
      expect(body).not.toContain('2031');
    }
    // Sharing again what is already shared tells no one again.
    expect((await call('PATCH', `${url}/${id}`, world.tokens.adviser, { shared: true })).statusCode).toBe(
      200,
    );
    expect(await mailsTo(world.client.user.email)).toHaveLength(1);

    // With notifications from the firm turned off, a scenario shared at once sends no mail (the bell still has it).
    const preferences = { messages: true, fact_find: true, documents: true, notifications: false };
    const off = await call('PUT', '/api/profile/notification-preferences', world.tokens.client, preferences);
    expect(off.statusCode).toBe(200);
    const shared = await call('POST', url, world.tokens.adviser, {
      name: 'Spend a little less',
      scenario: { ...scenario, marketFallYear: null },
      shared: true,
    });
    expect(shared.statusCode, shared.body).toBe(201);
    expect(await mailsTo(world.client.user.email)).toHaveLength(1);
    const bell = await call('GET', '/api/notifications', world.tokens.client);
    expect(
      bell.json().data.filter((n: { type: string }) => n.type === 'forecast-scenario-shared'),
    ).toHaveLength(2);
  });
});

describe('preferences', () => {
  const url = '/api/profile/notification-preferences';
  // reviews: the periodic review's mails, a kind of their own (docs/reviews.md).
  const allOn = { messages: true, fact_find: true, documents: true, notifications: true, reviews: true };

  it('are all on by default, and only the caller’s own', async () => {
    const response = await call('GET', url, world.tokens.client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ preferences: allOn });
    expect((await call('GET', url)).statusCode).toBe(401);
  });

  it('refuses unknown keys, missing kinds and non-booleans with 422, keeping what was saved', async () => {
    await call('PUT', url, world.tokens.client, { ...allOn, documents: false });
    for (const body of [{ ...allOn, sms: true }, { messages: true }, { ...allOn, messages: 'yes' }]) {
      const response = await call('PUT', url, world.tokens.client, body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    }
    expect((await call('GET', url, world.tokens.client)).json().preferences).toEqual({
      ...allOn,
      documents: false,
    });
  });

  it('a kind turned off sends no mail of that kind; others still go', async () => {
    const saved = await call('PUT', url, world.tokens.client, { ...allOn, messages: false });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({
      message: 'Your email settings have been saved.',
      preferences: { ...allOn, messages: false },
    });
    expect((await call('GET', url, world.tokens.adviser)).json().preferences).toEqual(allOn);

    await adviserMessage();
    clock.advance(delayMs);
    await job.sendDueMessageAlerts();
    expect(await mailsTo(world.client.user.email)).toEqual([]);

    await call('POST', `/api/adviser/clients/${clientId()}/notifications`, world.tokens.adviser, {
      title: 'Hello',
      body: 'Hello',
    });
    expect(await mailsTo(world.client.user.email)).toHaveLength(1);
  });
});

describe('one-click unsubscribe (RFC 8058)', () => {
  async function tokenOfLastMail(email: string) {
    const header = (await lastMailTo(email)).headers?.['List-Unsubscribe'] ?? '';
    const token = /\/unsubscribe\/([^>]+)>$/.exec(header)?.[1];
    if (!token) throw new Error('no unsubscribe link');
    return token;
  }
  const preferences = async () =>
    (await call('GET', '/api/profile/notification-preferences', world.tokens.client)).json().preferences;

  it('a GET changes nothing; the mail client’s POST turns that kind off without signing in', async () => {
    await call('POST', `/api/adviser/clients/${clientId()}/notifications`, world.tokens.adviser, {
      title: 'Hello',
      body: 'Hello',
    });
    const token = await tokenOfLastMail(world.client.user.email);
    expect(await tokenOfLastMail(world.client.user.email)).toBe(token);

    const described = await call('GET', `/api/unsubscribe/${token}`);
    expect(described.statusCode).toBe(200);
    expect(described.json()).toMatchObject({ kind: 'notifications', is_subscribed: true });
    await call('GET', `/unsubscribe/${token}`);
    expect((await preferences()).notifications).toBe(true);

    const oneClick = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
      payload: 'List-Unsubscribe=One-Click',
    });
    expect(oneClick.statusCode, oneClick.body).toBe(200);
    expect(oneClick.json()).toMatchObject({ kind: 'notifications', is_subscribed: false });
    expect(await preferences()).toMatchObject({ notifications: false, messages: true });

    await call('POST', `/api/adviser/clients/${clientId()}/notifications`, world.tokens.adviser, {
      title: 'Again',
      body: 'Again',
    });
    expect(await mailsTo(world.client.user.email)).toHaveLength(1);
    // The token is a credential for this one switch: never in a log line.
    expect(t.logs()).not.toContain(token);
    expect(t.logs()).toContain('/unsubscribe/[redacted]');
  });

  it('takes the one-click POST multipart-encoded too (RFC 8058 allows either)', async () => {
    const token = createUnsubscribeTokens(config.appKey).tokenFor({
      userId: world.client.user.id,
      kind: 'fact_find',
    });
    const boundary = 'alerts-boundary';
    const response = await t.app.inject({
      method: 'POST',
      url: `/unsubscribe/${token}`,
      headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="List-Unsubscribe"\r\n\r\nOne-Click\r\n--${boundary}--\r\n`,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect((await preferences()).fact_find).toBe(false);
  });

  it('the page’s POST answers what was turned off; a forged or altered token is a 404', async () => {
    const tokens = createUnsubscribeTokens(config.appKey);
    const token = tokens.tokenFor({ userId: world.client.user.id, kind: 'documents' });
    const response = await call('POST', `/api/unsubscribe/${token}`);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      kind: 'documents',
      label: 'Shared documents',
      is_subscribed: false,
      message: expect.stringContaining('shared documents'),
    });
    expect((await preferences()).documents).toBe(false);

    const [id, , signature] = token.split('.');
    const forged = [
      `${id}.messages.${signature}`,
      `${world.adviser.id}.documents.${signature}`,
      createUnsubscribeTokens('another key that is at least 32 characters').tokenFor({
        userId: world.client.user.id,
        kind: 'messages',
      }),
      'nonsense',
    ];
    for (const bad of forged) {
      const refused = await call('POST', `/api/unsubscribe/${bad}`);
      expect(refused.statusCode, bad).toBe(404);
      expect((await call('GET', `/api/unsubscribe/${bad}`)).statusCode).toBe(404);
    }
    expect((await preferences()).messages).toBe(true);
  });

  it('is rate-limited per address like the other public token routes', async () => {
    const limited = await buildTestApp(database, { config, clock });
    try {
      let last = 0;
      for (let i = 0; i < 31; i += 1) {
        last = (
          await limited.app.inject({
            method: 'POST',
            url: '/api/unsubscribe/nonsense',
            remoteAddress: '203.0.113.9',
          })
        ).statusCode;
      }
      expect(last).toBe(429);
    } finally {
      await limited.app.close();
    }
  });

  it('never touches security mails: a password reset mails with every kind off, and has no unsubscribe', async () => {
    await database.db.insert(notificationPreferences).values({
      userId: world.client.user.id,
      messages: false,
      factFind: false,
      documents: false,
      notifications: false,
    });
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/forgot-password',
      headers: { host: 'carter.localhost' },
      payload: { email: world.client.user.email },
    });
    expect(response.statusCode).toBe(200);
    const mail = await lastMailTo(world.client.user.email);
    expect(mail.text).toContain('/password/reset/');
    expect(mail.headers).toBeNull();
  });
});
