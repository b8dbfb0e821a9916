import { randomUUID } from 'node:crypto';
import {
  riskAssessmentSchema,
  riskHouseholdResponseSchema,
  riskOverviewResponseSchema,
} from '@atrium/domain/contract/risk';
import { allQuestions, currentRiskQuestionnaire } from '@atrium/domain/risk/questionnaire';
import { riskQuestionnaireV2 } from '@atrium/domain/risk/questionnaire-v2';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { clients, riskAssessments } from '../../db/schema.ts';
import { createFakeClock, freshSessionRequester, useTestApp } from '../../test/build-test-app.ts';
import { createClientUser, createToken } from '../../test/factories.ts';
import { carterHousehold } from '../../test/household.ts';

// Version 3's checks (docs/attitude-to-risk.md, "Version 3") through the API: answers that cannot both be true and a
// polarised set wait for the client and the adviser; capacity for loss is checked against the fact-find as it was
// when the questionnaire was submitted, the lower standing; partners who answer one household fact far apart are
// shown to the adviser. Results answered before keep their own rules and still display.

const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const { database, t } = useTestApp({ clock });
const call = freshSessionRequester(() => t, database, clock);
const questionnaire = currentRiskQuestionnaire();
const capacityIds = new Set(questionnaire.capacity.map((question) => question.id));

const tokens = {} as Record<'james' | 'emma' | 'olivia' | 'ruth' | 'adviser', string>;
const ids = {} as Record<'firm' | 'carters' | 'olivia' | 'ruth', number>;

// Every question answered: experience and attitude `attitude`, capacity `capacity`, then the named answers; then
// submitted. The result as the client's API gives it.
async function complete(
  token: string,
  attitude: number,
  capacity: number,
  answers: Record<string, number> = {},
) {
  for (const question of allQuestions(questionnaire)) {
    const value = answers[question.id] ?? (capacityIds.has(question.id) ? capacity : attitude);
    expect((await call('PUT', `/api/atrq/answers/${question.id}`, token, { value })).statusCode).toBe(200);
  }
  const submitted = await call('POST', '/api/atrq/submit', token);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return riskAssessmentSchema.parse(submitted.json().data);
}

// The client's fact-find saved as the questionnaire saves it (PUT …/portal/changes/update), started first unless
// it already is.
async function factFind(token: string, clientId: number, saves: unknown[], start = true) {
  const base = `/api/clients/${clientId}/portal/changes`;
  if (start) expect((await call('POST', `${base}/start`, token)).statusCode).toBe(201);
  for (const save of saves) {
    const saved = await call('PUT', `${base}/update`, token, save, { 'Idempotency-Key': randomUUID() });
    expect(saved.statusCode, saved.body).toBe(200);
  }
}

const household = async (clientId: number) => {
  const response = await call('GET', `/api/adviser/clients/${clientId}/atrq`, tokens.adviser);
  expect(response.statusCode, response.body).toBe(200);
  return riskHouseholdResponseSchema.parse(response.json()).people;
};

beforeAll(async () => {
  const db = database.db;
  const { firm, adviser, james, emma } = await carterHousehold(db);
  await db.update(clients).set({ jointName: 'Emma Carter' }).where(eq(clients.id, james.client.id));
  const olivia = await createClientUser(db, {
    firmId: firm.id,
    adviserId: adviser.id,
    name: 'Olivia Bennett',
  });
  const ruth = await createClientUser(db, { firmId: firm.id, adviserId: adviser.id, name: 'Ruth Hale' });
  const expiresAt = new Date('2100-01-01T00:00:00Z');
  tokens.james = await createToken(db, { userId: james.user.id, expiresAt });
  tokens.emma = emma.token;
  tokens.olivia = await createToken(db, { userId: olivia.user.id, expiresAt });
  tokens.ruth = await createToken(db, { userId: ruth.user.id, expiresAt });
  tokens.adviser = await createToken(db, { userId: adviser.id, expiresAt });
  Object.assign(ids, {
    firm: firm.id,
    carters: james.client.id,
    olivia: olivia.client.id,
    ruth: ruth.client.id,
  });
});

describe('answers that cannot both be true', () => {
  it('keeps "rather keep my money in savings" and "accept sharp falls" both strongly agreed from being final', async () => {
    // Strongly agree is 1 point for prefer_savings (listed first) and 5 for accept_volatility; the seven other
    // attitude answers the middle one (3): 7 × 3 + 1 + 5 = 27, level 4 (26–30). No answer is three points from the
    // mean of the others, so version 2 gave level 4, final, no flag.
    const data = await complete(tokens.olivia, 3, 3, { prefer_savings: 1, accept_volatility: 5 });
    expect(data.questionnaire_version).toBe(3);
    expect(data.result).toMatchObject({
      score: 27,
      level: 4,
      contradictions: [],
      contradicting_pairs: [{ question_ids: ['prefer_savings', 'accept_volatility'], answers: [1, 5] }],
      status: 'awaiting_client',
    });
    const [notice] = (await call('GET', '/api/notifications', tokens.adviser)).json().data;
    expect(notice.data.body).toMatch(/Some answers disagree: your review is needed/);
    // The client confirms, the adviser reviews: final.
    expect(
      (await call('POST', `/api/atrq/${data.id}/confirm`, tokens.olivia)).json().data.result.status,
    ).toBe('awaiting_adviser');
    const reviewed = await call(
      'POST',
      `/api/adviser/clients/${ids.olivia}/atrq/${data.id}/review`,
      tokens.adviser,
      {
        note: 'She keeps a cash buffer and invests the rest for growth: both hold.',
      },
    );
    expect(reviewed.json().data.result).toMatchObject({ level: 4, status: 'final' });
  });

  it('keeps a polarised set of four 5s and five 1s from being final', async () => {
    // 4 × 5 + 5 × 1 = 25, level 3 (20–25); a 5 is 2.5 points from the mean of the others, a 1 is 2: under three.
    const bold = ['worry', 'self_description', 'decision_feeling', 'growth_or_security'];
    const data = await complete(tokens.ruth, 1, 3, Object.fromEntries(bold.map((id) => [id, 5])));
    expect(data.result).toMatchObject({
      score: 25,
      level: 3,
      contradictions: [],
      polarised: { at_lowest: 5, at_highest: 4 },
      status: 'awaiting_client',
    });
    // The client goes back to change them: the questionnaire opens again with its answers.
    const reopened = await call('POST', `/api/atrq/${data.id}/revisit`, tokens.ruth);
    expect(reopened.json().data).toMatchObject({ status: 'in-progress', result: null });
  });

  it('still shows a version 2 result with the same answers as it was: final, unflagged', async () => {
    const answers = Object.fromEntries(allQuestions(riskQuestionnaireV2).map((q) => [q.id, 3]));
    const at = new Date('2025-03-01T10:00:00Z');
    await database.db.insert(riskAssessments).values({
      firmId: ids.firm,
      clientId: ids.ruth,
      questionnaireVersion: 2,
      status: 'completed',
      answers: { ...answers, prefer_savings: 1, accept_volatility: 5 },
      score: 27,
      level: 4,
      capacityScore: 15,
      capacity: 'medium',
      completedAt: at,
      reviewDueOn: '2026-03-01',
      createdAt: at,
      updatedAt: at,
    });
    const own = riskOverviewResponseSchema.parse((await call('GET', '/api/atrq', tokens.ruth)).json());
    expect(own.completed.find((a) => a.questionnaire_version === 2)?.result).toMatchObject({
      level: 4,
      status: 'final',
      contradicting_pairs: [],
      polarised: null,
      fact_find: null,
      answers_capacity: 'medium',
    });
  });
});

describe('capacity for loss against the fact-find', () => {
  // Essential outgoings £1,500 a month (mortgage £900, food £400, utilities £200); a stocks and shares ISA, which is
  // not cash: £0 reachable quickly.
  const noCash = [
    { updates: { expenditure: { mortgage_rent: 900, food: 400, utilities: 200 } } },
    {
      item: {
        category: 'investments',
        property: 'items',
        index: 0,
        value: { type: 'stocks_shares_isa', value: 20000 },
      },
    },
  ];
  let assessmentId: number;

  it('caps at level 3 a client with £0 cash who answered "six to twelve months" and has no investing experience', async () => {
    await factFind(tokens.james, ids.carters, noCash);
    // Experience "None" (1, not scored); attitude nine 5s: 45, level 7. Capacity as answered 4 + 5 + 5 + 5 + 5 = 24,
    // high: version 2 gave level 7, final. The fact-find: £0 / £1,500 = 0 months, "Less than a month" (1); in place
    // of 4 it makes capacity low (an answer at its lowest), the lower of high and low; low caps at level 3.
    const data = await complete(tokens.james, 5, 5, { experience: 1, emergency_fund: 4 });
    assessmentId = data.id;
    expect(data.result).toMatchObject({
      calculated_level: 7,
      suitable_level: 3,
      level: 3,
      answers_capacity: 'high',
      calculated_capacity: 'low',
      capacity: 'low',
      capacity_ceiling: 3,
      status: 'awaiting_client',
      fact_find: {
        currency: '£',
        quick_access_cash: 0,
        debts_due_now: 0,
        essential_monthly: 1500,
        months: 0,
        emergency_fund_answer: 1,
        disagrees: true,
        capacity: 'low',
      },
    });
    const notices: { data: { title: string; body: string } }[] = (
      await call('GET', '/api/notifications', tokens.adviser)
    ).json().data;
    const notice = notices.find((n) => n.data.title === 'James Carter completed the risk questionnaire');
    expect(notice?.data.body).toBe(
      'Level 3 (Moderately cautious), low capacity for loss, capped from level 7. The emergency savings answer disagrees with the fact-find: your review is needed.',
    );
  });

  it('keeps what the fact-find said then: savings added later do not change the result', async () => {
    await factFind(
      tokens.james,
      ids.carters,
      [
        {
          item: {
            category: 'investments',
            property: 'items',
            index: 1,
            value: { type: 'savings', value: 30000 },
          },
        },
      ],
      false,
    );
    const [james] = await household(ids.carters);
    expect(james?.completed[0]?.result).toMatchObject({ level: 3, fact_find: { quick_access_cash: 0 } });
  });

  it('checks again when the client changes their answers and submits again', async () => {
    expect((await call('POST', `/api/atrq/${assessmentId}/revisit`, tokens.james)).statusCode).toBe(200);
    const submitted = await call('POST', '/api/atrq/submit', tokens.james);
    // £30,000 / £1,500 = 20 months: "More than a year" (5), above the answer 4: the answer stands, final.
    expect(submitted.json().data.result).toMatchObject({
      level: 7,
      calculated_capacity: 'high',
      status: 'final',
      fact_find: { quick_access_cash: 30000, months: 20, emergency_fund_answer: 5, disagrees: false },
    });
  });

  it('checks nothing the fact-find does not record, and says so', async () => {
    // Olivia has no fact-find: nothing to check, nothing capped.
    const data = await complete(tokens.olivia, 5, 5, { emergency_fund: 4 });
    expect(data.result).toMatchObject({
      level: 7,
      status: 'final',
      fact_find: { quick_access_cash: null, essential_monthly: null, months: null, disagrees: false },
    });
  });
});

describe("partners' answers about the one household", () => {
  it('shows the adviser "very insecure" against "very secure" income, and never the client', async () => {
    await complete(tokens.james, 3, 5, { income_security: 1 });
    await complete(tokens.emma, 3, 5, { income_security: 5 });
    const [james, emma] = await household(ids.carters);
    expect(james?.completed[0]?.result?.partner).toEqual({
      name: 'Emma Carter',
      disagreements: [{ question_id: 'income_security', answer: 1, partner_answer: 5 }],
    });
    expect(emma?.completed[0]?.result?.partner).toEqual({
      name: 'James Carter',
      disagreements: [{ question_id: 'income_security', answer: 5, partner_answer: 1 }],
    });
    // Earlier results are not compared: only each person's current result.
    expect(james?.completed[1]?.result?.partner).toBeUndefined();
    // Each partner's own view never carries the other's answers.
    const own = (await call('GET', '/api/atrq', tokens.emma)).json();
    expect(own.completed[0].result).not.toHaveProperty('partner');
  });
});
