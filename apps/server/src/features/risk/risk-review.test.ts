import { allQuestions, currentRiskQuestionnaire } from '@atrium/domain/risk/questionnaire';
import { riskQuestionnaireV1 } from '@atrium/domain/risk/questionnaire-v1';
import { beforeAll, describe, expect, it } from 'vitest';
import { auditEvents, riskAssessments } from '../../db/schema.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock, requester, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createFirm, createToken, createUser } from '../../test/factories.ts';

// Version 2's safeguards (docs/attitude-to-risk.md): answers that disagree need the client's confirmation and the
// adviser's review before a result is final; an override above what capacity for loss supports needs an explicit
// acknowledgement; the adviser may set capacity for loss with a reason; version 1 results keep their meaning.

let client: Awaited<ReturnType<typeof createClientUser>>;
let client2: Awaited<ReturnType<typeof createClientUser>>;
const clock = createFakeClock();
const tokens = {} as Record<'client' | 'client2' | 'adviser', string>;
const questionnaire = currentRiskQuestionnaire();

const call = requester(() => t);

// Every question answered: `attitude` for knowledge and attitude, `capacity` for capacity for loss, then the named
// answers; then submitted.
async function complete(
  token: string,
  attitude: number,
  capacity: number,
  answers: Record<string, number> = {},
) {
  const capacityIds = new Set(questionnaire.capacity.map((question) => question.id));
  for (const question of allQuestions(questionnaire)) {
    const value = answers[question.id] ?? (capacityIds.has(question.id) ? capacity : attitude);
    expect((await call('PUT', `/api/atrq/answers/${question.id}`, token, { value })).statusCode).toBe(200);
  }
  clock.advance(60_000);
  const submitted = await call('POST', '/api/atrq/submit', token);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return submitted.json().data;
}

const adviserUrl = (c = client) => `/api/adviser/clients/${c.client.id}/atrq`;

const { database, t } = useTestApp({ clock });

beforeAll(async () => {
  const db = database.db;
  const firm = await createFirm(db);
  const adviser = await createUser(db, { firmId: firm.id, role: 'adviser', name: 'Sarah Mitchell' });
  client = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'James Carter' });
  client2 = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'Olivia Bennett' });
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  tokens.client = await createToken(db, { userId: client.user.id, expiresAt });
  tokens.client2 = await createToken(db, { userId: client2.user.id, expiresAt });
  tokens.adviser = await createToken(db, { userId: adviser.id, expiresAt });
});

describe('answers that disagree', () => {
  let assessmentId: number;

  it('flag "no fall at all" among adventurous answers, and wait for the client', async () => {
    const data = await complete(tokens.client, 5, 5, { largest_fall: 1 });
    assessmentId = data.id;
    expect(data.result).toMatchObject({
      score: 41,
      calculated_level: 6,
      level: 6,
      contradictions: [{ question_id: 'largest_fall', answer: 1, others_mean: 5 }],
      status: 'awaiting_client',
      client_confirmed_at: null,
      review: null,
    });
    const [notice] = (await call('GET', '/api/notifications', tokens.adviser)).json().data;
    expect(notice.data.body).toMatch(/Some answers disagree: your review is needed/);
  });

  it('refuses an adviser review note shorter than a sentence', async () => {
    const response = await call('POST', `${adviserUrl()}/${assessmentId}/review`, tokens.adviser, {
      note: 'ok',
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toHaveProperty('note');
  });

  it('lets the client confirm once, then waits for the adviser', async () => {
    const confirmed = await call('POST', `/api/atrq/${assessmentId}/confirm`, tokens.client);
    expect(confirmed.statusCode, confirmed.body).toBe(200);
    expect(confirmed.json().data.result).toMatchObject({
      status: 'awaiting_adviser',
      client_confirmed_at: clock.now().toISOString(),
    });
    expect((await call('POST', `/api/atrq/${assessmentId}/confirm`, tokens.client)).statusCode).toBe(409);
    // Confirmed answers can no longer be reopened.
    expect((await call('POST', `/api/atrq/${assessmentId}/revisit`, tokens.client)).statusCode).toBe(409);
  });

  it('is final once the adviser has reviewed it; audited, the client told', async () => {
    const note = 'Discussed in our meeting: James accepts short falls; level 6 stands.';
    const reviewed = await call('POST', `${adviserUrl()}/${assessmentId}/review`, tokens.adviser, { note });
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().data.result).toMatchObject({
      status: 'final',
      review: { note, by: { name: 'Sarah Mitchell' }, at: clock.now().toISOString() },
    });
    expect(
      (await call('POST', `${adviserUrl()}/${assessmentId}/review`, tokens.adviser, { note })).statusCode,
    ).toBe(409);
    const types = (await database.db.select().from(auditEvents)).map((event) => event.type);
    expect(types).toEqual(expect.arrayContaining(['risk.answers_confirmed', 'risk.reviewed']));
    const [notice] = (await call('GET', '/api/notifications', tokens.client)).json().data;
    expect(notice.data.title).toBe('Your adviser has reviewed your attitude to risk');
  });

  it('lets the client go back and change them: the same questionnaire reopens with its answers', async () => {
    const data = await complete(tokens.client2, 5, 5, { worry: 1 });
    expect(data.result.status).toBe('awaiting_client');
    // Another client cannot touch it.
    expect((await call('POST', `/api/atrq/${data.id}/revisit`, tokens.client)).statusCode).toBe(404);
    const reopened = await call('POST', `/api/atrq/${data.id}/revisit`, tokens.client2);
    expect(reopened.statusCode, reopened.body).toBe(200);
    expect(reopened.json().data).toMatchObject({ id: data.id, status: 'in-progress', result: null });
    expect(reopened.json().data.answers).toMatchObject({ worry: 1, largest_fall: 5 });
    expect((await call('PUT', '/api/atrq/answers/worry', tokens.client2, { value: 4 })).statusCode).toBe(200);
    const resubmitted = await call('POST', '/api/atrq/submit', tokens.client2);
    expect(resubmitted.json().data).toMatchObject({
      id: data.id,
      result: { contradictions: [], status: 'final' },
    });
  });

  it('answers 409 to confirming or reviewing a result with nothing that disagrees', async () => {
    const [latest] = (await call('GET', '/api/atrq', tokens.client2)).json().completed;
    expect((await call('POST', `/api/atrq/${latest.id}/confirm`, tokens.client2)).statusCode).toBe(409);
    const note = 'Nothing to review here, but I tried anyway.';
    expect(
      (await call('POST', `${adviserUrl(client2)}/${latest.id}/review`, tokens.adviser, { note })).statusCode,
    ).toBe(409);
  });
});

describe('capacity for loss caps the level', () => {
  let assessmentId: number;

  it('caps an adventurous attitude at what low capacity supports, and says which answers made it low', async () => {
    // Under a month of savings, money needed within two years, very insecure income (version 1 said medium).
    const data = await complete(tokens.client, 5, 4, {
      emergency_fund: 1,
      time_horizon: 1,
      income_security: 1,
      reliance: 4,
      effect_of_loss: 5,
    });
    assessmentId = data.id;
    expect(data.result).toMatchObject({
      calculated_level: 7,
      capacity: 'low',
      capacity_low_because: ['emergency_fund', 'time_horizon', 'income_security'],
      capacity_ceiling: 3,
      suitable_level: 3,
      level: 3,
    });
  });

  it('refuses an override above what capacity supports unless the adviser acknowledges it', async () => {
    const reason = 'Discussed in our meeting: James has other assets we manage.';
    const refused = await call('POST', `${adviserUrl()}/${assessmentId}/override`, tokens.adviser, {
      level: 5,
      reason,
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json().errors).toHaveProperty('acknowledge_above_capacity');
    const acknowledged = await call('POST', `${adviserUrl()}/${assessmentId}/override`, tokens.adviser, {
      level: 5,
      reason,
      acknowledge_above_capacity: true,
    });
    expect(acknowledged.statusCode, acknowledged.body).toBe(200);
    expect(acknowledged.json().data.result).toMatchObject({
      level: 5,
      override: { level: 5, above_capacity: true },
    });
    const [event] = await auditEventsOfType(database.db, 'risk.level_overridden');
    expect(event?.data).toMatchObject({ level: 5, aboveCapacity: true });
  });

  it('lets the adviser set capacity for loss with a reason, keeping the calculated one', async () => {
    const short = await call('POST', `${adviserUrl()}/${assessmentId}/capacity`, tokens.adviser, {
      capacity: 'medium',
      reason: 'Savings.',
    });
    expect(short.statusCode).toBe(422);
    expect(short.json().errors).toHaveProperty('reason');
    const reason = 'James holds a year of costs in a cash ISA he had not counted.';
    const response = await call('POST', `${adviserUrl()}/${assessmentId}/capacity`, tokens.adviser, {
      capacity: 'medium',
      reason,
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data.result).toMatchObject({
      capacity: 'medium',
      calculated_capacity: 'low',
      capacity_ceiling: 5,
      suitable_level: 5,
      capacity_override: { capacity: 'medium', reason, by: { name: 'Sarah Mitchell' } },
    });
    const [event] = await auditEventsOfType(database.db, 'risk.capacity_overridden');
    expect(event?.data).toMatchObject({ calculatedCapacity: 'low', capacity: 'medium' });
  });
});

describe('a result answered on version 1', () => {
  it('keeps its version, score and level: experience scored, nothing capped or flagged', async () => {
    // Every attitude question of version 1 (experience included) answered 5 but the largest fall, answered 1.
    const answers = Object.fromEntries(
      riskQuestionnaireV1.attitude.map(({ id }) => [id, id === 'largest_fall' ? 1 : 5]),
    );
    const at = clock.now();
    await database.db.insert(riskAssessments).values({
      firmId: client.client.firmId,
      clientId: client.client.id,
      questionnaireVersion: 1,
      status: 'completed',
      answers: {
        ...answers,
        emergency_fund: 1,
        reliance: 5,
        time_horizon: 5,
        income_security: 5,
        effect_of_loss: 5,
      },
      score: 46,
      level: 7,
      capacityScore: 21,
      capacity: 'medium',
      completedAt: new Date(at.getTime() + 3_600_000),
      createdAt: at,
      updatedAt: at,
    });
    const [latest] = (await call('GET', '/api/atrq', tokens.client)).json().completed;
    expect(latest).toMatchObject({
      questionnaire_version: 1,
      result: {
        score: 46,
        calculated_level: 7,
        level: 7,
        capacity: 'medium',
        capacity_ceiling: null,
        contradictions: [],
        status: 'final',
      },
    });
  });
});
