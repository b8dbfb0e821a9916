import { riskHouseholdResponseSchema, riskOverviewResponseSchema } from '@atrium/domain/contract/risk';
import { allQuestions, currentRiskQuestionnaire } from '@atrium/domain/risk/questionnaire';
import { and, asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, clients, notifications, riskAssessments } from '../../db/schema.ts';
import { createAuditLog } from '../../platform/audit.ts';
import { createFakeClock, freshSessionRequester, testConfig, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createToken, createUser } from '../../test/factories.ts';
import { carterHousehold } from '../../test/household.ts';
import { createAccess } from '../access/access.ts';
import { createAccessRepo } from '../access/repo.ts';
import { createRiskRepo } from './repo.ts';
import { createRiskService } from './service.ts';

// A risk profile per person (docs/attitude-to-risk.md): each partner of a joint household answers the questionnaire
// as themselves; the adviser sees both side by side and decides on each; the reminder goes to the person it is about.

const appUrl = 'https://portal.example.test';
const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const { database, t } = useTestApp({ config: testConfig({ APP_URL: appUrl }), clock });
const questionnaire = currentRiskQuestionnaire();
const capacityIds = new Set(questionnaire.capacity.map((question) => question.id));

let ids: { clientId: number; soloId: number; james: number; emma: number };
const tokens = {} as Record<'james' | 'emma' | 'solo' | 'adviser' | 'otherAdviser', string>;

// The clock jumps months ahead: every sign-in is kept fresh as if just used.
const call = freshSessionRequester(() => t, database, clock);

async function answerAll(token: string, attitude: number, capacity: number, only?: number) {
  for (const question of allQuestions(questionnaire).slice(0, only)) {
    const value = capacityIds.has(question.id) ? capacity : attitude;
    expect((await call('PUT', `/api/atrq/answers/${question.id}`, token, { value })).statusCode).toBe(200);
  }
}

async function complete(token: string, attitude: number, capacity: number) {
  await answerAll(token, attitude, capacity);
  const submitted = await call('POST', '/api/atrq/submit', token);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json().data;
}

const own = async (token: string) =>
  riskOverviewResponseSchema.parse((await call('GET', '/api/atrq', token)).json());

const household = async (clientId: number, token = tokens.adviser) => {
  const response = await call('GET', `/api/adviser/clients/${clientId}/atrq`, token);
  expect(response.statusCode, response.body).toBe(200);
  return riskHouseholdResponseSchema.parse(response.json()).people;
};

const noticesOf = (userId: number, type: string) =>
  database.db
    .select()
    .from(notifications)
    .where(and(eq(notifications.userId, userId), eq(notifications.type, type)));

beforeAll(async () => {
  const db = database.db;
  const { firm, adviser, james, emma } = await carterHousehold(db);
  const otherAdviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Tom Reed' });
  await db.update(clients).set({ jointName: 'Emma Carter' }).where(eq(clients.id, james.client.id));
  const solo = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'Olivia Bennett' });
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  tokens.james = await createToken(db, { userId: james.user.id, expiresAt });
  tokens.emma = emma.token;
  tokens.solo = await createToken(db, { userId: solo.user.id, expiresAt });
  tokens.adviser = await createToken(db, { userId: adviser.id, expiresAt });
  tokens.otherAdviser = await createToken(db, { userId: otherAdviser.id, expiresAt });
  ids = { clientId: james.client.id, soloId: solo.client.id, james: james.user.id, emma: emma.id };
});

describe('each partner answers as themselves', () => {
  it('shows the adviser a joint household’s partner before she has answered, and a single client alone', async () => {
    expect(await household(ids.clientId)).toEqual([
      { person: 1, name: 'James Carter', signs_in: true, in_progress: null, completed: [] },
      { person: 2, name: 'Emma Carter', signs_in: true, in_progress: null, completed: [] },
    ]);
    expect((await household(ids.soloId)).map((p) => [p.person, p.name])).toEqual([[1, 'Olivia Bennett']]);
    expect(
      (await call('GET', `/api/adviser/clients/${ids.clientId}/atrq`, tokens.otherAdviser)).statusCode,
    ).toBe(404);
  });

  it('keeps one questionnaire in progress per person, each with their own answers', async () => {
    await answerAll(tokens.james, 2, 2, 3);
    await answerAll(tokens.emma, 5, 5, 2);
    const [james, emma] = [await own(tokens.james), await own(tokens.emma)];
    expect(james.in_progress?.person).toBe(1);
    expect(emma.in_progress?.person).toBe(2);
    expect(james.in_progress?.id).not.toBe(emma.in_progress?.id);
    expect(Object.keys(james.in_progress?.answers ?? {})).toHaveLength(3);
    expect(Object.values(emma.in_progress?.answers ?? {})).toEqual([5, 5]);
    // The database itself refuses a second open questionnaire for the same person.
    const [row] = await database.db
      .select()
      .from(riskAssessments)
      .where(and(eq(riskAssessments.clientId, ids.clientId), eq(riskAssessments.person, 2)));
    await expect(
      database.db.insert(riskAssessments).values({
        firmId: row?.firmId ?? 0,
        clientId: ids.clientId,
        person: 2,
        questionnaireVersion: questionnaire.version,
      }),
    ).rejects.toThrow();
  });

  it('scores each person’s own answers; the adviser sees both side by side', async () => {
    clock.set(new Date('2026-03-02T10:00:00Z'));
    const james = await complete(tokens.james, 2, 2);
    clock.set(new Date('2026-04-15T10:00:00Z'));
    const emma = await complete(tokens.emma, 5, 5);
    expect([james.person, emma.person]).toEqual([1, 2]);
    expect(james.result.level).toBeLessThan(emma.result.level);
    expect((await own(tokens.james)).completed.map((a) => a.id)).toEqual([james.id]);
    expect((await own(tokens.emma)).completed.map((a) => a.id)).toEqual([emma.id]);

    const people = await household(ids.clientId);
    expect(people.map((p) => [p.person, p.name, p.completed[0]?.id])).toEqual([
      [1, 'James Carter', james.id],
      [2, 'Emma Carter', emma.id],
    ]);
    expect(people.map((p) => p.completed[0]?.result?.review_due_on)).toEqual(['2027-03-02', '2027-04-15']);
    // The adviser is told who answered.
    const audit = await database.db
      .select()
      .from(auditEvents)
      .where(eq(auditEvents.type, 'risk.completed'))
      .orderBy(asc(auditEvents.id));
    expect(audit.map((event) => (event.data as { person: number }).person)).toEqual([1, 2]);
  });

  it('refuses a partner’s decisions on the other’s result as if it did not exist', async () => {
    const [james] = (await own(tokens.james)).completed;
    expect((await call('POST', `/api/atrq/${james?.id}/confirm`, tokens.emma)).statusCode).toBe(404);
    expect((await call('POST', `/api/atrq/${james?.id}/revisit`, tokens.emma)).statusCode).toBe(404);
  });

  it('tells the person the adviser’s change is about, not the other partner', async () => {
    const [emma] = (await own(tokens.emma)).completed;
    const before = (await noticesOf(ids.james, 'risk-level-changed')).length;
    const response = await call(
      'POST',
      `/api/adviser/clients/${ids.clientId}/atrq/${emma?.id}/capacity`,
      tokens.adviser,
      { capacity: 'medium', reason: 'Emma relies on this money for the house deposit next year.' },
    );
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.person).toBe(2);
    expect(await noticesOf(ids.emma, 'risk-level-changed')).toHaveLength(1);
    expect(await noticesOf(ids.james, 'risk-level-changed')).toHaveLength(before);
    const people = await household(ids.clientId);
    expect(people[1]?.completed[0]?.result?.capacity).toBe('medium');
    expect(people[0]?.completed[0]?.result?.capacity_override).toBeNull();
  });

  it('reminds each person of their own review a month before it, and lists each on the dashboard', async () => {
    // The reminder job's service as app.ts builds it, its notifications recorded.
    const told: [number, string][] = [];
    const reminders = createRiskService({
      repo: createRiskRepo(database.db),
      access: createAccess(createAccessRepo(database.db)),
      audit: createAuditLog(database.db, clock),
      clock,
      notify: async (userId, notification) => told.push([userId, notification.type]),
      notifyFirm: async () => undefined,
      // Reminders never read the fact-find.
      factFindOf: async () => ({}),
    });
    clock.set(new Date('2027-02-01T08:00:00Z'));
    const dashboard = (await call('GET', '/api/adviser/dashboard', tokens.adviser)).json().risk_reviews_due;
    expect(dashboard.items.map((i: { client: { name: string } }) => i.client.name)).toEqual(['James Carter']);
    expect(await reminders.sendDueReviewReminders()).toBe(1);
    expect(told).toEqual([[ids.james, 'risk-review-due']]);

    clock.set(new Date('2027-03-16T08:00:00Z'));
    const later = (await call('GET', '/api/adviser/dashboard', tokens.adviser)).json().risk_reviews_due;
    expect(later.items.map((i: { client: { name: string } }) => i.client.name)).toEqual([
      'James Carter',
      'Emma Carter',
    ]);
    expect(await reminders.sendDueReviewReminders()).toBe(1);
    expect(told).toEqual([
      [ids.james, 'risk-review-due'],
      [ids.emma, 'risk-review-due'],
    ]);
  });
});
