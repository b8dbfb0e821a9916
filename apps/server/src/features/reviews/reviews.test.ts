import { notificationTypes } from '@atrium/domain/contract/notifications';
import {
  adviserReviewResponseSchema,
  clientReviewResponseSchema,
  pipelineResponseSchema,
  reviewMessages,
} from '@atrium/domain/contract/reviews';
import { addDaysIso } from '@atrium/domain/risk/review';
import { and, asc, eq, like } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFinds, outbox, reviews, webhookEvents } from '../../db/schema.ts';
import { createAuditLog } from '../../platform/audit.ts';
import { createOutbox } from '../../platform/outbox/outbox.ts';
import { createRateLimiter } from '../../platform/rate-limit.ts';
import {
  createFakeClock,
  freshSessionRequester,
  testConfig,
  useTempDir,
  useTestApp,
} from '../../test/build-test-app.ts';
import { anotherFirm, createClientUser, createStaff, lastingTokens } from '../../test/factories.ts';
import { carterHousehold } from '../../test/household.ts';
import { pdfText } from '../../test/pdf-text.ts';
import { createAccess } from '../access/access.ts';
import { createAccessRepo } from '../access/repo.ts';
import { createAlertsRepo } from '../alerts/repo.ts';
import { createAlertsService } from '../alerts/service.ts';
import { createUnsubscribeTokens } from '../alerts/tokens.ts';
import { createNotificationsRepo } from '../notifications/repo.ts';
import { createNotificationsService } from '../notifications/service.ts';
import { createReviewsRepo } from './repo.ts';
import { createReviewsService } from './service.ts';

// The review cycle (docs/reviews.md) end to end on the fake clock: the firm's lead time, the date an adviser sets,
// the check-in opened once by any number of instances with a notice and a mail of the "reviews" kind, reminders on
// the firm's cadence, each partner's part, the diff an adviser sees with who changed what, the meeting, the
// completion with its record PDF in the documents and the next date; declined and not attempted once overdue.

const appUrl = 'https://portal.example.test';
const dataDir = useTempDir('atrium-reviews-');
const clock = createFakeClock(new Date('2026-11-02T09:00:00Z'));
const { database, t } = useTestApp({
  config: () => testConfig({ APP_URL: appUrl, DATA_DIR: dataDir.path }),
  clock,
});
const call = freshSessionRequester(() => t, database, clock);

const world = {} as Awaited<ReturnType<typeof carterHousehold>> & {
  tokens: Record<'james' | 'emma' | 'adviser' | 'admin' | 'olivia' | 'stranger', string>;
  olivia: Awaited<ReturnType<typeof createClientUser>>;
};

// The review service as another instance would build it: its notices make alert mails as in app.ts. The job uses
// nothing else.
function instance() {
  const db = database.db;
  const access = createAccess(createAccessRepo(db));
  const alerts = createAlertsService({
    repo: createAlertsRepo(db),
    tokens: createUnsubscribeTokens(testConfig().appKey),
    outbox: createOutbox(db, clock, { appUrl }),
    clock,
    rateLimiter: createRateLimiter(db, clock),
    appUrl,
    delaySeconds: 600,
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
  const unused = async (): Promise<never> => {
    throw new Error('The job does not use this');
  };
  return createReviewsService({
    repo: createReviewsRepo(db),
    access,
    audit: createAuditLog(db, clock),
    clock,
    notify: notifications.notify,
    notifyFirm: notifications.notifyFirm,
    recordContext: unused,
    forecastInputs: unused,
    latestRiskResults: unused,
    storeRecord: unused,
    logger: { warn() {} },
  });
}

const today = () => clock.now().toISOString().slice(0, 10);
const days = (n: number) => clock.advance(n * 24 * 60 * 60_000);
const mailsTo = (email: string) =>
  database.db.select().from(outbox).where(eq(outbox.to, email)).orderBy(asc(outbox.id));
const noticesOf = async (token: string, type: string) =>
  (await call('GET', '/api/notifications', token))
    .json()
    .data.filter((n: { type: string }) => n.type === type);

const reviewOf = async (token: string) => {
  const response = await call('GET', '/api/review', token);
  expect(response.statusCode, response.body).toBe(200);
  return clientReviewResponseSchema.parse(response.json()).data;
};
const adviserView = async (clientId: number, token = world.tokens.adviser) => {
  const response = await call('GET', `/api/adviser/clients/${clientId}/review`, token);
  expect(response.statusCode, response.body).toBe(200);
  return adviserReviewResponseSchema.parse(response.json());
};

const salary = (amount: number) => ({
  type: 'salary',
  owner: 'client1',
  source: 'Northgate',
  gross_amount: amount,
});
const reviewedFactFind = {
  joint: true,
  personal_details_client1: { first_name: 'James', last_name: 'Carter', date_of_birth: '1978-04-12' },
  personal_details_client2: { first_name: 'Emma', last_name: 'Carter', date_of_birth: '1980-09-03' },
  income: { items: [salary(72000)] },
  pensions: { items: [] },
};

beforeAll(async () => {
  const db = database.db;
  Object.assign(world, await carterHousehold(db));
  const { admin } = await createStaff(db, world.firm.id, ['admin']);
  world.olivia = await createClientUser(db, {
    firmId: world.firm.id,
    adviserId: world.adviser.id,
    name: 'Olivia Bennett',
    email: 'olivia@example.test',
  });
  const stranger = await anotherFirm(db, ['adviser']);
  world.tokens = {
    emma: world.emma.token,
    ...(await lastingTokens(db, {
      james: world.james.user.id,
      adviser: world.adviser.id,
      admin: admin.id,
      olivia: world.olivia.user.id,
      stranger: stranger.adviser.id,
    })),
  };
  // The household's fact-find, submitted and reviewed in the spring: the first review's baseline.
  await db.insert(factFinds).values({
    firmId: world.firm.id,
    clientId: world.james.client.id,
    status: 'reviewed',
    data: reviewedFactFind,
    submittedAt: new Date('2026-04-01T10:00:00Z'),
    reviewedAt: new Date('2026-04-02T10:00:00Z'),
    createdAt: new Date('2026-03-20T10:00:00Z'),
    updatedAt: new Date('2026-04-02T10:00:00Z'),
  });
});

describe('the review cycle', () => {
  let a: ReturnType<typeof instance>;
  let b: ReturnType<typeof instance>;
  let dueOn = '';
  beforeAll(() => {
    a = instance();
    b = instance();
  });

  it('opens the check-in the firm’s lead time before the date an adviser set, once across instances', async () => {
    const settings = await call('PUT', '/api/adviser/settings', world.tokens.admin, {
      name: 'Carter Wealth',
      primaryColour: '#009ca6',
      onboardingEnabled: false,
      securePortalUrl: null,
      accessIpipeline: false,
      consentRequired: false,
      consentText: '',
      reviewLeadWeeks: 4,
      reviewReminderDays: 7,
    });
    expect(settings.statusCode, settings.body).toBe(200);
    // Emma wants no review mails: she is still told in the portal.
    const off = await call('PUT', '/api/profile/notification-preferences', world.tokens.emma, {
      messages: true,
      fact_find: true,
      documents: true,
      notifications: true,
      reviews: false,
    });
    expect(off.statusCode).toBe(200);

    dueOn = addDaysIso(today(), 40);
    const scheduled = await call(
      'PUT',
      `/api/adviser/clients/${world.james.client.id}/review/schedule`,
      world.tokens.adviser,
      { due_on: dueOn },
    );
    expect(scheduled.statusCode, scheduled.body).toBe(200);
    expect(scheduled.json().data).toMatchObject({ status: 'scheduled', due_on: dueOn });
    expect(await reviewOf(world.tokens.james)).toBeNull();

    // 28 days before the date is 12 days away: nothing yet on day 11.
    days(11);
    expect(await a.sendDueReviewWork()).toBe(0);
    expect(await reviewOf(world.tokens.james)).toBeNull();

    days(1);
    const runs = await Promise.all([a.sendDueReviewWork(), b.sendDueReviewWork(), a.sendDueReviewWork()]);
    expect(runs.reduce((x, y) => x + y, 0)).toBe(1);
    expect(await noticesOf(world.tokens.james, notificationTypes.reviewInvited)).toHaveLength(1);
    expect(await noticesOf(world.tokens.emma, notificationTypes.reviewInvited)).toHaveLength(1);
    const [mail, ...more] = await mailsTo('james@example.test');
    expect(more).toHaveLength(0);
    expect(mail?.subject).toBe('Your annual review: please check in');
    expect(mail?.text).toContain(`${appUrl}/review`);
    // The unsubscribe link names the reviews kind, apart from security mails.
    expect(mail?.text).toContain('emails about your annual review are on');
    expect(await mailsTo('emma@example.test')).toHaveLength(0);

    const opened = await reviewOf(world.tokens.james);
    expect(opened).toMatchObject({ status: 'invited', due_on: dueOn, is_overdue: false });
    expect(opened?.baseline).toEqual(reviewedFactFind);
    expect(opened?.baseline_at).toBe('2026-04-01T10:00:00.000Z');
    expect(opened?.partner).toMatchObject({ name: 'Emma Carter', confirmed_at: null });
    // No risk result at all: the check-in offers the questionnaire.
    expect(opened?.risk_review_due).toBe(true);
  });

  it('reminds on the firm’s cadence while the check-in is not done', async () => {
    days(6);
    expect(await a.sendDueReviewWork()).toBe(0);
    days(1);
    expect(await Promise.all([a.sendDueReviewWork(), b.sendDueReviewWork()])).toEqual(
      expect.arrayContaining([1, 0]),
    );
    expect(await noticesOf(world.tokens.james, notificationTypes.reviewReminder)).toHaveLength(1);
    const mails = await mailsTo('james@example.test');
    expect(mails.map((m) => m.subject)).toEqual([
      'Your annual review: please check in',
      'Reminder: your annual review check-in',
    ]);
  });

  it('takes each person’s own part; the check-in is done when both have confirmed', async () => {
    const pages = (await reviewOf(world.tokens.james))?.pages ?? [];
    expect(pages.map((p) => p.slug)).toContain('income');
    const answers = Object.fromEntries(pages.map((p) => [p.slug, p.slug === 'income' ? 'changed' : 'same']));

    // James changes his salary and adds a pension with the fact-find's own saves.
    const clientId = world.james.client.id;
    expect(
      (await call('POST', `/api/clients/${clientId}/portal/changes/start`, world.tokens.james)).statusCode,
    ).toBe(201);
    const update = (body: unknown) =>
      call('PUT', `/api/clients/${clientId}/portal/changes/update`, world.tokens.james, body);
    expect(
      (await update({ item: { category: 'income', property: 'items', index: 0, value: salary(78000) } }))
        .statusCode,
    ).toBe(200);
    const pension = { type: 'personal', owner: 'client1', provider: 'Aviva' };
    expect(
      (await update({ item: { category: 'pensions', property: 'items', index: 0, value: pension } }))
        .statusCode,
    ).toBe(200);

    const unanswered = await call('POST', '/api/review/check-in/confirm', world.tokens.james);
    expect(unanswered.statusCode).toBe(422);
    expect(unanswered.json().errors).toEqual({ pages: [reviewMessages.unanswered] });

    const unknownPage = await call('PUT', '/api/review/check-in', world.tokens.james, {
      pages: { nowhere: 'same' },
      discuss: '',
    });
    expect(unknownPage.statusCode).toBe(422);

    const saved = await call('PUT', '/api/review/check-in', world.tokens.james, {
      pages: answers,
      discuss: 'Our new pension and whether to pay more into it.',
    });
    expect(saved.statusCode, saved.body).toBe(200);
    expect(saved.json().data).toMatchObject({ status: 'in_progress' });
    const confirmed = await call('POST', '/api/review/check-in/confirm', world.tokens.james);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.me.confirmed_at).not.toBeNull();
    expect(confirmed.json().data.status).toBe('in_progress');
    // Emma sees his part confirmed; her own is still open.
    expect((await reviewOf(world.tokens.emma))?.partner?.confirmed_at).not.toBeNull();
    const again = await call('PUT', '/api/review/check-in', world.tokens.james, {
      pages: answers,
      discuss: '',
    });
    expect(again.statusCode).toBe(409);

    // A reminder now goes to Emma only.
    days(7);
    await a.sendDueReviewWork();
    expect(await noticesOf(world.tokens.james, notificationTypes.reviewReminder)).toHaveLength(1);
    expect(await noticesOf(world.tokens.emma, notificationTypes.reviewReminder)).toHaveLength(2);

    await call('PUT', '/api/review/check-in', world.tokens.emma, { pages: answers, discuss: '' });
    const done = await call('POST', '/api/review/check-in/confirm', world.tokens.emma);
    expect(done.json().data.status).toBe('checkin_done');
    expect(await noticesOf(world.tokens.adviser, notificationTypes.reviewCheckInDone)).toHaveLength(1);
    // Done: no more reminders.
    days(7);
    expect(await a.sendDueReviewWork()).toBe(0);
  });

  it('shows the adviser what changed since the last review, with who changed it', async () => {
    const view = await adviserView(world.james.client.id);
    expect(view.data?.status).toBe('checkin_done');
    expect(view.data?.check_ins.map((c) => c.name)).toEqual(['James Carter', 'Emma Carter']);
    expect(view.data?.changes).toEqual([
      expect.objectContaining({
        kind: 'changed',
        section: 'Income, Income 1',
        question: 'Amount before tax',
        before: '£72,000',
        after: '£78,000',
        changed_by: 'James Carter',
      }),
      expect.objectContaining({
        kind: 'added',
        question: 'Pension 1',
        before: null,
        changed_by: 'James Carter',
      }),
    ]);
    // Out of reach: another firm's adviser, and clients.
    expect(
      (await call('GET', `/api/adviser/clients/${world.james.client.id}/review`, world.tokens.stranger))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', '/api/adviser/reviews', world.tokens.james)).statusCode).toBe(403);
    expect((await call('GET', '/api/review', world.tokens.adviser)).statusCode).toBe(403);
  });

  it('completes after the meeting: outcome, suitability, the record in the documents, the next date', async () => {
    const base = `/api/adviser/clients/${world.james.client.id}/review`;
    const next = addDaysIso(today(), 365);
    const body = {
      outcome: 'Pension contributions raised to 8 %.',
      suitability: 'changes_recommended',
      next_due_on: next,
    };
    const early = await call('POST', `${base}/complete`, world.tokens.adviser, body);
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(reviewMessages.completeNeedsMeeting);

    const meeting = await call('POST', `${base}/meeting`, world.tokens.adviser, { meeting_on: dueOn });
    expect(meeting.statusCode, meeting.body).toBe(200);
    expect(meeting.json().data).toMatchObject({ status: 'meeting_booked', meeting_on: dueOn });

    const badNext = await call('POST', `${base}/complete`, world.tokens.adviser, {
      ...body,
      next_due_on: '2020-01-01',
    });
    expect(badNext.statusCode).toBe(422);
    const completed = await call('POST', `${base}/complete`, world.tokens.adviser, body);
    expect(completed.statusCode, completed.body).toBe(200);
    const view = adviserReviewResponseSchema.parse(completed.json());
    expect(view.data).toMatchObject({ status: 'completed', suitability: 'changes_recommended' });
    expect(view.next_due_on).toBe(next);
    const [open] = await database.db
      .select()
      .from(reviews)
      .where(and(eq(reviews.clientId, world.james.client.id), eq(reviews.status, 'scheduled')));
    expect(open?.dueOn).toBe(next);

    const documents = (await call('GET', '/api/documents', world.tokens.james)).json().data;
    const record = documents.find((d: { id: number }) => d.id === view.data?.record_document_id);
    expect(record).toMatchObject({ mime_type: 'application/pdf', category: 'report' });
    const file = await call('GET', record.download_url, world.tokens.james);
    const { text } = await pdfText(file.rawPayload);
    expect(text).toContain('Periodic review record');
    expect(text).toContain('£72,000');
    expect(text).toContain('£78,000');
    expect(text).toContain('Pension 1');
    expect(text).toContain('Changes recommended');
    expect(text).toContain('Pension contributions raised to 8 %.');
    expect(text).toContain('Our new pension and whether to pay more into it.');
    expect(text).toContain('Forecast then and now');
  });
});

describe('reviews not delivered', () => {
  it('lets the adviser record declined or not attempted only once the date has passed, and schedules the next', async () => {
    const base = `/api/adviser/clients/${world.olivia.client.id}/review`;
    const dueOn = addDaysIso(today(), 10);
    expect((await call('PUT', `${base}/schedule`, world.tokens.adviser, { due_on: dueOn })).statusCode).toBe(
      200,
    );
    const early = await call('POST', `${base}/close`, world.tokens.adviser, {
      status: 'not_attempted',
      reason: 'Could not reach her',
    });
    expect(early.statusCode).toBe(409);
    expect(early.json().message).toBe(reviewMessages.notYetOverdue);

    days(11);
    const pipeline = pipelineResponseSchema.parse(
      (await call('GET', '/api/adviser/reviews', world.tokens.adviser)).json(),
    );
    expect(pipeline.data[0]).toMatchObject({ client: { name: 'Olivia Bennett' }, is_overdue: true });

    const noReason = await call('POST', `${base}/close`, world.tokens.adviser, {
      status: 'not_attempted',
      reason: ' ',
    });
    expect(noReason.statusCode).toBe(422);
    const closed = await call('POST', `${base}/close`, world.tokens.adviser, {
      status: 'not_attempted',
      reason: 'Could not reach her',
    });
    expect(closed.statusCode, closed.body).toBe(200);
    expect(closed.json().data).toMatchObject({
      status: 'not_attempted',
      closed_reason: 'Could not reach her',
    });
    expect(closed.json().next_due_on).toBe(addDaysIso(today(), 365));
  });

  it('lets the household decline with its reason while the check-in is open', async () => {
    const base = `/api/adviser/clients/${world.olivia.client.id}/review`;
    const dueOn = addDaysIso(today(), 20);
    await call('PUT', `${base}/schedule`, world.tokens.adviser, { due_on: dueOn });
    await instance().sendDueReviewWork();
    const declined = await call('POST', '/api/review/decline', world.tokens.olivia, {
      reason: 'Nothing has changed',
    });
    expect(declined.statusCode, declined.body).toBe(200);
    expect(declined.json().data).toBeNull();
    const view = await adviserView(world.olivia.client.id);
    expect(view.data).toMatchObject({
      status: 'declined',
      closed_reason: 'Nothing has changed',
      closed_by: 'Olivia Bennett',
    });
    expect(await noticesOf(world.tokens.adviser, notificationTypes.reviewDeclined)).toHaveLength(1);
  });
});

describe('the webhook events of the cycle (migration 0046)', () => {
  it('recorded each review entering a state the catalogue names, with ids only', async () => {
    const rows = await database.db
      .select({ type: webhookEvents.type, data: webhookEvents.data })
      .from(webhookEvents)
      .where(like(webhookEvents.type, 'review.%'))
      .orderBy(asc(webhookEvents.id));
    const of = (clientId: number) =>
      rows.filter((row) => row.data.client_id === clientId).map((row) => row.type);
    expect(of(world.james.client.id)).toEqual([
      'review.invited',
      'review.checkin_completed',
      'review.completed',
    ]);
    expect(of(world.olivia.client.id)).toEqual(['review.not_attempted', 'review.invited', 'review.declined']);
    for (const row of rows) expect(Object.keys(row.data).sort()).toEqual(['client_id', 'review_id']);
  });
});

describe('the development run of the job', () => {
  it('runs it now for a caller on this machine, and is not found for anyone else', async () => {
    const here = await t.app.inject({
      method: 'POST',
      url: '/api/dev/reviews/run',
      remoteAddress: '127.0.0.1',
    });
    expect(here.statusCode).toBe(200);
    expect(here.json()).toEqual({ claimed: expect.any(Number) });
    const away = await t.app.inject({
      method: 'POST',
      url: '/api/dev/reviews/run',
      remoteAddress: '203.0.113.9',
    });
    expect(away.statusCode).toBe(404);
    // A page on another name re-pointed at 127.0.0.1 (DNS rebinding) reaches the loopback socket with its own Host.
    const rebound = await t.app.inject({
      method: 'POST',
      url: '/api/dev/reviews/run',
      remoteAddress: '127.0.0.1',
      headers: { host: 'evil.test' },
    });
    expect(rebound.statusCode).toBe(404);
  });
});
