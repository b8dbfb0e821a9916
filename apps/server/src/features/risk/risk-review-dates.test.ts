import { adviserDashboardResponseSchema } from '@atrium/domain/contract/adviser';
import { allQuestions, currentRiskQuestionnaire } from '@atrium/domain/risk/questionnaire';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { firmDomains, outbox, riskAssessments } from '../../db/schema.ts';
import { createAuditLog } from '../../platform/audit.ts';
import { createOutbox } from '../../platform/outbox/outbox.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import { createFakeClock, freshSessionRequester, testConfig, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';
import { createAccess } from '../access/access.ts';
import { createAccessRepo } from '../access/repo.ts';
import { createAlertsRepo } from '../alerts/repo.ts';
import { createAlertsService } from '../alerts/service.ts';
import { createUnsubscribeTokens } from '../alerts/tokens.ts';
import { createNotificationsRepo } from '../notifications/repo.ts';
import { createNotificationsService } from '../notifications/service.ts';
import { createRiskRepo } from './repo.ts';
import { createRiskReviewReminders } from './review-reminders.ts';
import { createRiskService } from './service.ts';

// Review dates (docs/attitude-to-risk.md, "Review dates"): fixed at completion from the firm's setting, listed on
// the dashboard within 30 days of them, and the client reminded a month before, once, by one of any number of
// instances running the job.

const appUrl = 'https://portal.example.test';
const config = testConfig({ APP_URL: appUrl });
const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const questionnaire = currentRiskQuestionnaire();

const people = {} as Record<
  'james' | 'olivia' | 'noah' | 'other',
  Awaited<ReturnType<typeof createClientUser>>
>;
const tokens = {} as Record<
  'james' | 'olivia' | 'noah' | 'other' | 'adviser' | 'adviser2' | 'admin' | 'otherAdmin',
  string
>;

async function complete(token: string) {
  for (const question of allQuestions(questionnaire)) {
    const response = await call('PUT', `/api/atrq/answers/${question.id}`, token, { value: 3 });
    expect(response.statusCode).toBe(200);
  }
  const submitted = await call('POST', '/api/atrq/submit', token);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json().data;
}

const settings = (riskReviewMonths: number) => ({
  name: 'Carter Wealth',
  primaryColour: '#009ca6',
  onboardingEnabled: false,
  securePortalUrl: null,
  accessIpipeline: false,
  consentRequired: false,
  consentText: '',
  riskReviewMonths,
});

async function dashboardOf(token: string) {
  const response = await call('GET', '/api/adviser/dashboard', token);
  expect(response.statusCode).toBe(200);
  return adviserDashboardResponseSchema.parse(response.json()).risk_reviews_due;
}

// The risk service as another instance would build it, its notifications making alert mails as in app.ts.
function instance() {
  const db = database.db;
  const access = createAccess(createAccessRepo(db));
  const alerts = createAlertsService({
    repo: createAlertsRepo(db),
    tokens: createUnsubscribeTokens(config.appKey),
    outbox: createOutbox(db, clock, { appUrl }),
    clock,
    rateLimiter: createRateLimiter(db, clock),
    appUrl,
    delaySeconds: config.alertMailDelaySeconds,
    firmRecipientsOf: access.firmRecipientsOf,
    logger: { warn() {} },
  });
  const notifications = createNotificationsService({
    repo: createNotificationsRepo(db),
    realtime: { publishToUser: async () => 0, sessionsEnded: async () => undefined },
    clock,
    clientForStaff: access.clientForStaff,
    householdUserIds: access.householdUserIds,
    firmRecipientsOf: access.firmRecipientsOf,
    afterNotification: alerts.afterNotification,
  });
  return createRiskService({
    repo: createRiskRepo(db),
    access,
    audit: createAuditLog(db, clock),
    clock,
    notify: notifications.notify,
    notifyFirm: notifications.notifyFirm,
    // Reminders never read the fact-find.
    factFindOf: async () => ({}),
  });
}

const mailsTo = (email: string) =>
  database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));

const reviewNotices = async (token: string) =>
  (await call('GET', '/api/notifications', token))
    .json()
    .data.filter((n: { type: string }) => n.type === 'risk-review-due');

const { database, t } = useTestApp({ config, clock });
// The fake clock jumps months ahead: every sign-in is kept fresh as if just used.
const call = freshSessionRequester(() => t, database, clock);

beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db, { name: 'Carter Wealth' });
  await db.insert(firmDomains).values({ firmId: firm.id, domain: 'carter.localhost' });
  const otherFirm = await createFirm(db, { name: 'Elsewhere' });
  const adviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Sarah Mitchell' });
  const adviser2 = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Tom Reed' });
  const admin = await createUser(db, { firmId: firm.id, role: 'admin', name: 'Dan Admin' });
  const otherAdmin = await createUser(db, { firmId: otherFirm.id, role: 'admin' });
  const otherAdviser = await createUser(db, { firmId: otherFirm.id, role: 'adviser' });
  people.james = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'James Carter',
    email: 'james@example.test',
  });
  people.olivia = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'Olivia Bennett',
  });
  people.noah = await createClientUser(db, { firmId: firm.id, adviserId: adviser2.id, name: 'Noah Price' });
  people.other = await createClientUser(db, {
    firmId: otherFirm.id,
    adviserId: otherAdviser.id,
    name: 'Ava Stone',
  });
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  for (const name of ['james', 'olivia', 'noah', 'other'] as const)
    tokens[name] = await createToken(db, { userId: people[name].user.id, expiresAt });
  tokens.adviser = await createToken(db, { userId: adviser.id, expiresAt });
  tokens.adviser2 = await createToken(db, { userId: adviser2.id, expiresAt });
  tokens.admin = await createToken(db, { userId: admin.id, expiresAt });
  tokens.otherAdmin = await createToken(db, { userId: otherAdmin.id, expiresAt });
});

describe('the review date', () => {
  it('is 12 months after completion by default, on the client’s result and the adviser’s', async () => {
    clock.set(new Date('2026-03-02T09:00:00Z'));
    const data = await complete(tokens.james);
    expect(data.result.review_due_on).toBe('2027-03-02');
    const own = (await call('GET', '/api/atrq', tokens.james)).json();
    expect(own.completed[0].result.review_due_on).toBe('2027-03-02');
    const adviser = (
      await call('GET', `/api/adviser/clients/${people.james.client.id}/atrq`, tokens.adviser)
    ).json();
    expect(adviser.people[0].completed[0].result.review_due_on).toBe('2027-03-02');
  });

  it('follows the firm’s setting for later results only, ending on the last day of a short month', async () => {
    expect((await call('PUT', '/api/adviser/settings', tokens.admin, settings(1))).statusCode).toBe(200);
    clock.set(new Date('2026-01-31T12:00:00Z'));
    const olivia = await complete(tokens.olivia);
    expect(olivia.result.review_due_on).toBe('2026-02-28');
    // James's result was completed under 12 months: the change does not move it.
    const james = (await call('GET', '/api/atrq', tokens.james)).json();
    expect(james.completed[0].result.review_due_on).toBe('2027-03-02');
    expect((await call('PUT', '/api/adviser/settings', tokens.admin, settings(60))).statusCode).toBe(200);
    clock.set(new Date('2026-02-10T12:00:00Z'));
    const noah = await complete(tokens.noah);
    expect(noah.result.review_due_on).toBe('2031-02-10');
    // Another firm's setting is its own.
    clock.set(new Date('2026-02-10T12:00:00Z'));
    expect((await complete(tokens.other)).result.review_due_on).toBe('2027-02-10');
    expect((await call('PUT', '/api/adviser/settings', tokens.admin, settings(12))).statusCode).toBe(200);
  });

  it('is counted from the UK day of completion', async () => {
    // Late on 31 May UTC is 1 June in London (summer time): due 1 June the next year. A retake replaces Olivia's.
    clock.set(new Date('2026-05-31T23:30:00Z'));
    expect((await complete(tokens.olivia)).result.review_due_on).toBe('2027-06-01');
  });
});

describe('the dashboard', () => {
  it('lists, from 30 days before, the current results due for review, scoped like the rest', async () => {
    // 2027-01-31: James (2027-03-02) is 30 days away; Olivia's current result (2027-06-01) is not due, her earlier
    // one (2026-02-28) is replaced; Noah (2031) is not due; Ava is another firm's (2027-02-10).
    clock.set(new Date('2027-01-30T12:00:00Z'));
    expect((await dashboardOf(tokens.adviser)).items).toEqual([]);
    clock.set(new Date('2027-01-31T12:00:00Z'));
    expect(await dashboardOf(tokens.adviser)).toEqual({
      total: 1,
      items: [
        {
          client: { id: people.james.client.id, name: 'James Carter' },
          review_due_on: '2027-03-02',
          overdue: false,
        },
      ],
    });
    expect((await dashboardOf(tokens.adviser2)).items).toEqual([]);
    expect((await dashboardOf(tokens.admin)).items.map((i) => i.client.name)).toEqual(['James Carter']);
    expect((await dashboardOf(tokens.otherAdmin)).items).toMatchObject([
      { client: { name: 'Ava Stone' }, review_due_on: '2027-02-10', overdue: false },
    ]);
  });

  it('flags a review overdue from the day after its date', async () => {
    clock.set(new Date('2027-03-02T12:00:00Z'));
    expect((await dashboardOf(tokens.admin)).items[0]).toMatchObject({ overdue: false });
    clock.set(new Date('2027-03-03T12:00:00Z'));
    expect((await dashboardOf(tokens.admin)).items[0]).toMatchObject({
      client: { name: 'James Carter' },
      overdue: true,
    });
  });
});

describe('the client’s reminder', () => {
  it('is not sent before 30 days ahead, then sent once across instances and runs, with a mail', async () => {
    await database.db.delete(outbox);
    await database.db.update(riskAssessments).set({ reviewRemindedAt: null });
    const [a, b] = [instance(), instance()];
    // 31 days before James's 2027-03-02 (and Ava's 2027-02-10 was reminded on its own day, below).
    clock.set(new Date('2027-01-30T12:00:00Z'));
    const early = await Promise.all([a.sendDueReviewReminders(), b.sendDueReviewReminders()]);
    expect(early.reduce((x, y) => x + y, 0)).toBe(1); // Ava, 11 days ahead
    expect(await reviewNotices(tokens.james)).toEqual([]);
    expect(await mailsTo('james@example.test')).toEqual([]);

    clock.set(new Date('2027-01-31T08:00:00Z'));
    const counts = await Promise.all([
      a.sendDueReviewReminders(),
      b.sendDueReviewReminders(),
      a.sendDueReviewReminders(),
    ]);
    expect(counts.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await createRiskReviewReminders({ service: b, logger: console }).runOnce()).toBe(0);
    clock.set(new Date('2027-03-05T08:00:00Z'));
    expect(await createRiskReviewReminders({ service: a, logger: console }).runOnce()).toBe(0);

    const notices = await reviewNotices(tokens.james);
    expect(notices).toHaveLength(1);
    expect(notices[0].data).toMatchObject({ link: '/atrq/result' });
    const mails = await mailsTo('james@example.test');
    expect(mails).toHaveLength(1);
    const mail = mails[0];
    expect(mail?.subject).toBe('Your attitude to risk is due for review');
    expect(mail?.text).toContain('https://carter.localhost/atrq/result');
    // No figure: no level, capacity, score or date; links at the firm's own domain.
    for (const body of [mail?.text ?? '', mail?.subject ?? ''])
      expect(body).not.toMatch(/level|capacity|\d{4}-|\d+%/i);
    for (const body of [mail?.text ?? '', mail?.html ?? '']) {
      expect(body).not.toMatch(/capacity|2027-03-02/i);
      expect(body).not.toContain(appUrl);
    }
    // Olivia's replaced result (due 2026-02-28) is never reminded; her current one is not due yet.
    expect(await reviewNotices(tokens.olivia)).toEqual([]);
  });

  it('is not sent for a result completed less than a month before its own review date', async () => {
    // Noah under a 1-month setting: due 28 days after he answered; the client has just answered, so no reminder.
    expect((await call('PUT', '/api/adviser/settings', tokens.admin, settings(1))).statusCode).toBe(200);
    clock.set(new Date('2027-02-01T12:00:00Z'));
    expect((await complete(tokens.noah)).result.review_due_on).toBe('2027-03-01');
    clock.set(new Date('2027-02-20T12:00:00Z'));
    expect(await instance().sendDueReviewReminders()).toBe(0);
    expect(await reviewNotices(tokens.noah)).toEqual([]);
    expect((await dashboardOf(tokens.adviser2)).items).toMatchObject([{ review_due_on: '2027-03-01' }]);
  });

  it('comes again for a retake’s new review date', async () => {
    expect((await call('PUT', '/api/adviser/settings', tokens.admin, settings(2))).statusCode).toBe(200);
    clock.set(new Date('2027-03-10T12:00:00Z'));
    expect((await complete(tokens.james)).result.review_due_on).toBe('2027-05-10');
    clock.set(new Date('2027-04-10T12:00:00Z'));
    expect(await instance().sendDueReviewReminders()).toBe(1);
    expect(await reviewNotices(tokens.james)).toHaveLength(2);
  });
});
