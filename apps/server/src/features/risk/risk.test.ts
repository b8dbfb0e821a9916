import { riskHouseholdResponseSchema, riskOverviewResponseSchema } from '@atrium/domain/contract/risk';
import { allQuestions, currentRiskQuestionnaire } from '@atrium/domain/risk/questionnaire';
import { describe, expect, it } from 'vitest';
import { useAccessWorld } from '../../test/access.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';

const clock = createFakeClock();
const questionnaire = currentRiskQuestionnaire();

const call = requester(() => t);

const answer = (questionId: string, value: unknown, token = world.tokens.client) =>
  call('PUT', `/api/atrq/answers/${questionId}`, token, { value });

const adviserUrl = (clientId = world.client.client.id) => `/api/adviser/clients/${clientId}/atrq`;

// Knowledge and experience and attitude answered alike, capacity for loss apart.
async function answerAll(attitude: number, capacity: number, token = world.tokens.client) {
  const capacityIds = new Set(questionnaire.capacity.map((question) => question.id));
  for (const question of allQuestions(questionnaire))
    expect(
      (await answer(question.id, capacityIds.has(question.id) ? capacity : attitude, token)).statusCode,
    ).toBe(200);
}

const { database, t } = useTestApp({ clock });
const world = useAccessWorld(database);
describe('the client answers the questionnaire', () => {
  it('has nothing to show before the first answer', async () => {
    const response = await call('GET', '/api/atrq', world.tokens.client);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({ in_progress: null, completed: [] });
  });

  it('saves each answer as it is chosen, and a changed answer replaces the earlier one', async () => {
    const first = await answer('experience', 2);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toMatchObject({
      status: 'in-progress',
      questionnaire_version: 3,
      answers: { experience: 2 },
      result: null,
    });
    clock.advance(1000);
    await answer('worry', 4);
    await answer('experience', 3);
    const overview = riskOverviewResponseSchema.parse(
      (await call('GET', '/api/atrq', world.tokens.client)).json(),
    );
    expect(overview.in_progress?.answers).toEqual({ experience: 3, worry: 4 });
    expect(overview.in_progress?.id).toBe(first.json().data.id);
  });

  it('keeps answers chosen at the same moment (no lost update)', async () => {
    const ids = questionnaire.attitude.slice(0, 6).map((q) => q.id);
    const responses = await Promise.all(ids.map((id) => answer(id, 5)));
    expect(responses.map((r) => r.statusCode)).toEqual(ids.map(() => 200));
    const overview = (await call('GET', '/api/atrq', world.tokens.client)).json();
    for (const id of ids) expect(overview.in_progress.answers[id]).toBe(5);
  });

  it.each([
    ['a value of 0', 'experience', 0, 'value'],
    ['a value of 6', 'experience', 6, 'value'],
    ['a fraction', 'experience', 2.5, 'value'],
    ['text', 'experience', 'high', 'value'],
    ['an unknown question', 'favourite_colour', 3, 'question'],
  ])('refuses %s with 422', async (_name, questionId, value, field) => {
    const response = await answer(questionId, value);
    expect(response.statusCode, response.body).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('refuses to submit with questions unanswered: 422 names each one', async () => {
    const response = await call('POST', '/api/atrq/submit', world.tokens.client);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toMatchObject({
      largest_fall: ['Answer this question.'],
      emergency_fund: ['Answer this question.'],
    });
    expect(response.json().errors).not.toHaveProperty('experience');
  });

  it('scores a complete questionnaire into a level and a separate capacity for loss, audited, adviser told', async () => {
    await answerAll(4, 2);
    clock.advance(60_000);
    const response = await call('POST', '/api/atrq/submit', world.tokens.client);
    expect(response.statusCode, response.body).toBe(200);
    // Nine attitude answers of 4 (experience is knowledge, not scored): level 6; low capacity supports at most 3.
    expect(response.json().data).toMatchObject({
      status: 'completed',
      completed_at: clock.now().toISOString(),
      result: {
        score: 36,
        level: 3,
        calculated_level: 6,
        suitable_level: 3,
        capacity_ceiling: 3,
        capacity: 'low',
        capacity_score: 10,
        capacity_low_because: [],
        contradictions: [],
        status: 'final',
        override: null,
      },
    });
    const [event] = await auditEventsOfType(database.db, 'risk.completed');
    expect(event).toMatchObject({
      userId: world.client.user.id,
      data: { clientId: world.client.client.id, score: 36, level: 6, capacity: 'low', version: 3 },
    });
    const notices = (await call('GET', '/api/notifications', world.tokens.adviser)).json().data;
    expect(notices[0]).toMatchObject({
      type: 'risk-completed',
      data: {
        title: 'James Carter completed the risk questionnaire',
        body: 'Level 3 (Moderately cautious), low capacity for loss, capped from level 6',
        link: `/adviser/clients/${world.client.client.id}`,
      },
    });
    const overview = (await call('GET', '/api/atrq', world.tokens.client)).json();
    expect(overview.in_progress).toBeNull();
    expect(overview.completed).toHaveLength(1);
  });

  it('answers 409 to a second submit and to nothing in progress', async () => {
    expect((await call('POST', '/api/atrq/submit', world.tokens.client)).statusCode).toBe(409);
  });

  it('keeps the history across a retake: a fresh questionnaire, the earlier result unchanged', async () => {
    const started = await call('POST', '/api/atrq/start', world.tokens.client);
    expect(started.statusCode).toBe(200);
    expect(started.json().data).toMatchObject({ status: 'in-progress', answers: {} });
    // Starting again while one is in progress gives the same one.
    expect((await call('POST', '/api/atrq/start', world.tokens.client)).json().data.id).toBe(
      started.json().data.id,
    );
    await answerAll(1, 5);
    clock.advance(60_000);
    expect((await call('POST', '/api/atrq/submit', world.tokens.client)).json().data.result).toMatchObject({
      level: 1,
      capacity: 'high',
    });
    const overview = riskOverviewResponseSchema.parse(
      (await call('GET', '/api/atrq', world.tokens.client)).json(),
    );
    expect(overview.completed.map((a) => a.result?.level)).toEqual([1, 3]);
  });
});

describe('the adviser sees and overrides the level', () => {
  it('reads the answers, score and level of their client', async () => {
    for (const token of [world.tokens.adviser, world.tokens.admin]) {
      const response = await call('GET', adviserUrl(), token);
      expect(response.statusCode).toBe(200);
      const { people } = riskHouseholdResponseSchema.parse(response.json());
      expect(people.map((p) => p.person)).toEqual([1]);
      expect(people[0]?.completed[0]?.answers).toMatchObject({ experience: 1, reliance: 5 });
    }
  });

  it('overrides a level with a recorded reason: audited, the client told, both levels kept', async () => {
    const [latest] = (await call('GET', adviserUrl(), world.tokens.adviser)).json().people[0].completed;
    const response = await call('POST', `${adviserUrl()}/${latest.id}/override`, world.tokens.adviser, {
      level: 3,
      reason: '  Discussed in our meeting: James is comfortable with more risk than his answers suggest.  ',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result).toMatchObject({
      level: 3,
      calculated_level: 1,
      override: {
        level: 3,
        reason: 'Discussed in our meeting: James is comfortable with more risk than his answers suggest.',
        by: { name: 'Sarah Mitchell' },
        at: clock.now().toISOString(),
      },
    });
    const [event] = await auditEventsOfType(database.db, 'risk.level_overridden');
    expect(event).toMatchObject({
      data: {
        clientId: world.client.client.id,
        assessmentId: latest.id,
        calculatedLevel: 1,
        previousLevel: 1,
        level: 3,
      },
    });
    const notices = (await call('GET', '/api/notifications', world.tokens.client)).json().data;
    expect(notices[0]).toMatchObject({ type: 'risk-level-changed', data: { link: '/atrq/result' } });
    expect((await call('GET', '/api/atrq', world.tokens.client)).json().completed[0].result.level).toBe(3);
  });

  it.each([
    ['no reason', { level: 3 }, 'reason'],
    ['a blank reason', { level: 3, reason: '   ' }, 'reason'],
    ['a level of 8', { level: 8, reason: 'x' }, 'level'],
    ['a level of 0', { level: 0, reason: 'x' }, 'level'],
    ['an overlong reason', { level: 2, reason: 'x'.repeat(2001) }, 'reason'],
  ])('refuses %s with 422', async (_name, body, field) => {
    const [latest] = (await call('GET', adviserUrl(), world.tokens.adviser)).json().people[0].completed;
    const response = await call('POST', `${adviserUrl()}/${latest.id}/override`, world.tokens.adviser, body);
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty(field);
  });

  it('answers 409 for an assessment still in progress', async () => {
    const started = (await call('POST', '/api/atrq/start', world.tokens.client)).json().data;
    const response = await call('POST', `${adviserUrl()}/${started.id}/override`, world.tokens.admin, {
      level: 2,
      reason: 'Too early: the client is still answering.',
    });
    expect(response.statusCode).toBe(409);
    expect(response.json().message).toBe('Only a completed questionnaire has a level to override.');
  });
});

describe('who may reach a risk questionnaire', () => {
  it('answers 401 without a login', async () => {
    expect((await call('GET', '/api/atrq')).statusCode).toBe(401);
    expect((await answer('experience', 3, '')).statusCode).toBe(401);
    expect((await call('POST', '/api/atrq/submit')).statusCode).toBe(401);
    expect((await call('POST', '/api/atrq/start')).statusCode).toBe(401);
    expect((await call('GET', adviserUrl())).statusCode).toBe(401);
    expect(
      (await call('POST', `${adviserUrl()}/1/override`, undefined, { level: 2, reason: 'x' })).statusCode,
    ).toBe(401);
  });

  it("keeps another client's answers apart from this client's", async () => {
    expect((await call('GET', '/api/atrq', world.tokens.other)).json()).toEqual({
      in_progress: null,
      completed: [],
    });
    await answer('experience', 5, world.tokens.other);
    const mine = (await call('GET', '/api/atrq', world.tokens.client)).json();
    expect(mine.in_progress.answers).not.toHaveProperty('experience');
  });

  it('keeps the firm off the client routes (403) and clients off the adviser routes (403)', async () => {
    expect((await call('GET', '/api/atrq', world.tokens.adviser)).statusCode).toBe(403);
    expect((await answer('experience', 3, world.tokens.admin)).statusCode).toBe(403);
    expect((await call('GET', adviserUrl(), world.tokens.client)).statusCode).toBe(403);
  });

  it('answers 404 to another adviser, another firm, and an assessment of another client', async () => {
    const [latest] = (await call('GET', adviserUrl(), world.tokens.adviser)).json().people[0].completed;
    const body = { level: 5, reason: 'Not theirs to change, whatever the reason.' };
    expect((await call('GET', adviserUrl(), world.tokens.otherAdviser)).statusCode).toBe(404);
    expect(
      (await call('POST', `${adviserUrl()}/${latest.id}/override`, world.tokens.otherAdviser, body))
        .statusCode,
    ).toBe(404);
    expect((await call('GET', adviserUrl(), world.tokens.strangerAdmin)).statusCode).toBe(404);
    expect((await call('GET', adviserUrl(world.stranger.client.id), world.tokens.admin)).statusCode).toBe(
      404,
    );
    // The admin reaches Ann, but James's assessment is not Ann's.
    expect(
      (
        await call(
          'POST',
          `${adviserUrl(world.other.client.id)}/${latest.id}/override`,
          world.tokens.admin,
          body,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await call('GET', adviserUrl(), world.tokens.adviser)).json().people[0].completed[0].result.level,
    ).toBe(3);
  });
});
