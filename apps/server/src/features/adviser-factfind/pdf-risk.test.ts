import { riskAssessmentSchema, riskHouseholdResponseSchema } from '@atrium/domain/contract/risk';
import { riskFlagTexts } from '@atrium/domain/risk/flags';
import { allQuestions, currentRiskQuestionnaire } from '@atrium/domain/risk/questionnaire';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFinds, householdMembers } from '../../db/schema.ts';
import { createFakeClock, freshSessionRequester } from '../../test/build-test-app.ts';
import { setStatus, useFactFindWorld } from '../../test/factfind.ts';
import { createToken, createUser } from '../../test/factories.ts';
import { pdfText } from '../../test/pdf-text.ts';

// The fact-find PDF's "Attitude to risk" section, read back from the PDF as a reader would: the client's latest
// completed result as the API gives it, with the cap, the answers that disagree and their review, the adviser's
// capacity for loss and change of level, and an override above what capacity supports boxed apart.

const clock = createFakeClock(new Date('2026-03-02T09:00:00Z'));
const questionnaire = currentRiskQuestionnaire();

const clientId = () => world.single.client.id;
const pdf = async () => {
  const response = await call(
    'GET',
    `/api/adviser/clients/${clientId()}/fact-find.pdf`,
    world.tokens.adviser,
  );
  expect(response.statusCode).toBe(200);
  return (await pdfText(response.rawPayload)).text;
};

async function complete(answers: Record<string, number>) {
  for (const question of allQuestions(questionnaire)) {
    const value = answers[question.id] ?? 5;
    const saved = await call('PUT', `/api/atrq/answers/${question.id}`, world.tokens.single, { value });
    expect(saved.statusCode).toBe(200);
  }
  const submitted = await call('POST', '/api/atrq/submit', world.tokens.single);
  expect(submitted.statusCode, submitted.body).toBe(200);
  return riskAssessmentSchema.parse(submitted.json().data);
}

const adviserRisk = (assessmentId: number, path: string, payload: Record<string, unknown>) =>
  call(
    'POST',
    `/api/adviser/clients/${clientId()}/atrq/${assessmentId}/${path}`,
    world.tokens.adviser,
    payload,
  );

const { database, t, world } = useFactFindWorld({ clock, firm: { name: 'Example Financial Planning' } });
// The fake clock moves days ahead: every sign-in is kept fresh as if just used.
const call = freshSessionRequester(() => t, database, clock);

beforeAll(async () => {
  const base = `/api/clients/${clientId()}/portal/changes`;
  expect((await call('POST', `${base}/start`, world.tokens.single)).statusCode).toBe(201);
  // Submitted as far as the PDF is concerned (what the form requires is not this test's subject).
  const [draft] = await database.db.select().from(factFinds).where(eq(factFinds.clientId, clientId()));
  if (!draft) throw new Error('no fact-find');
  await setStatus(database.db, draft.id, 'awaiting-review');
});

describe('the fact-find PDF’s attitude to risk', () => {
  it('is left out while the client has no completed result', async () => {
    expect(await pdf()).not.toContain('Attitude to risk');
  });

  it('shows a capped result with answers that disagree, waiting for the client', async () => {
    // Adventurous answers but "no fall at all" and under a month of savings: level 6 by attitude, low capacity.
    const assessment = await complete({ largest_fall: 1, emergency_fund: 1 });
    expect(assessment.result).toMatchObject({ calculated_level: 6, suitable_level: 3, level: 3 });
    const text = await pdf();
    for (const expected of [
      'Attitude to risk',
      'Risk level 3 of 7, Moderately cautious',
      'Status Not final: waiting for the client to confirm or change answers that disagree',
      `Calculated level 6 of 7, Adventurous (score ${assessment.result?.score})`,
      'Questionnaire Version 3, completed 2 March 2026',
      'Capacity for loss Low',
      'Capacity low because If their income stopped, how long could they pay their essential bills from savings they can reach quickly? Answered: Less than a month.',
      'Capacity cap Capped from level 6 (Adventurous) to level 3 (Moderately cautious): low capacity for loss supports at most level 3',
      'Answers that disagree What is the largest fall in a single year they could accept in return for better long-term growth? Answered: No fall at all. The other attitude answers average 5.0 of 5.',
      'Their review Not yet reviewed by the adviser.',
      'Review due 2 March 2027',
    ]) {
      expect(text, text.slice(text.indexOf('Attitude to risk'))).toContain(expected);
    }
    expect(text).not.toContain('Above capacity for loss');
    expect(text).not.toContain('Level changed by');
  });

  it('shows the review, the adviser’s capacity and an override above it, boxed apart', async () => {
    const [latest] = (await call('GET', '/api/atrq', world.tokens.single)).json().completed;
    const id = latest.id as number;
    clock.set(new Date('2026-03-03T10:00:00Z'));
    expect((await call('POST', `/api/atrq/${id}/confirm`, world.tokens.single)).statusCode).toBe(200);
    clock.set(new Date('2026-03-04T10:00:00Z'));
    const note = 'We talked it through: she accepts short falls for growth over fifteen years.';
    expect((await adviserRisk(id, 'review', { note })).statusCode).toBe(200);
    const capacityReason = 'She holds a year of costs in cash elsewhere that the form missed.';
    expect(
      (await adviserRisk(id, 'capacity', { capacity: 'medium', reason: capacityReason })).statusCode,
    ).toBe(200);
    const reason = 'Her long horizon and other pension income support more growth than this.';
    const overridden = await adviserRisk(id, 'override', {
      level: 6,
      reason,
      acknowledge_above_capacity: true,
    });
    expect(overridden.statusCode, overridden.body).toBe(200);
    expect(overridden.json().data.result).toMatchObject({ level: 6, suitable_level: 5, capacity_ceiling: 5 });

    const text = await pdf();
    for (const expected of [
      'Above capacity for loss — acknowledged by Sarah Mitchell: level 6 is above the level 5 that medium capacity for loss supports.',
      'Risk level 6 of 7, Adventurous',
      'Status Final',
      'Capacity for loss Medium, set by the adviser (calculated: low)',
      `Capacity set by Sarah Mitchell, 4 March 2026. Reason: ${capacityReason}`,
      'Capacity cap Capped from level 6 (Adventurous) to level 5 (Moderately adventurous): medium capacity for loss supports at most level 5',
      `Their review The client confirmed these answers on 3 March 2026. Reviewed by Sarah Mitchell, 4 March 2026: ${note}`,
      `Level changed by Sarah Mitchell, 4 March 2026: from level 5 (Moderately adventurous) to level 6 (Adventurous). Reason: ${reason}`,
    ]) {
      expect(text).toContain(expected);
    }
    // The warning comes before the table, at the head of the section.
    expect(text.indexOf('Above capacity for loss')).toBeLessThan(text.indexOf('Risk level 6 of 7'));
  });

  it('shows the latest result only: a retake within capacity has no warning', async () => {
    clock.set(new Date('2026-04-01T10:00:00Z'));
    expect((await call('POST', '/api/atrq/start', world.tokens.single)).statusCode).toBe(200);
    await complete({ emergency_fund: 3, largest_fall: 5 });
    const text = await pdf();
    expect(text).toContain('Questionnaire Version 3, completed 1 April 2026');
    expect(text).toContain('Status Final');
    expect(text).not.toContain('Above capacity for loss');
    expect(text).not.toContain('Answers that disagree');
    expect(text).toContain('Review due 1 April 2027');
  });

  it('shows each person of the household under their own name, person 1 first', async () => {
    // A partner with their own sign-in answers as themselves (docs/attitude-to-risk.md, "A profile per person").
    const partner = await createUser(database.db, {
      firmId: world.single.user.firmId,
      role: 'client',
      name: 'Sam Bennett',
    });
    await database.db
      .insert(householdMembers)
      .values({ clientId: clientId(), userId: partner.id, person: 2 });
    const token = await createToken(database.db, {
      userId: partner.id,
      expiresAt: new Date('2100-01-01T00:00:00Z'),
    });
    clock.set(new Date('2026-04-02T10:00:00Z'));
    for (const question of allQuestions(questionnaire)) {
      const saved = await call('PUT', `/api/atrq/answers/${question.id}`, token, { value: 1 });
      expect(saved.statusCode).toBe(200);
    }
    expect((await call('POST', '/api/atrq/submit', token)).statusCode).toBe(200);
    const text = await pdf();
    const section = text.slice(text.indexOf('Attitude to risk'));
    // The fact-find is not joint, so person 2 is named as the household's partner.
    expect(section).toMatch(/Olivia Bennett[\s\S]*Questionnaire Version 3, completed 1 April 2026/);
    expect(section).toMatch(
      /Partner[\s\S]*Risk level 1 of 7, Very cautious[\s\S]*Questionnaire Version 3, completed 2 April 2026/,
    );
    expect(section.indexOf('Olivia Bennett')).toBeLessThan(section.indexOf('Risk level 1 of 7'));
  });

  it('words the answers that disagree, the fact-find check and the partner as the adviser’s Risk tab does', async () => {
    // Olivia's fact-find: essential outgoings of £1,500 a month and a stocks and shares ISA, no cash (saved as a
    // draft, then submitted again as far as the PDF is concerned).
    const [draft] = await database.db.select().from(factFinds).where(eq(factFinds.clientId, clientId()));
    if (!draft) throw new Error('no fact-find');
    await setStatus(database.db, draft.id, 'draft');
    const base = `/api/clients/${clientId()}/portal/changes/update`;
    for (const save of [
      { updates: { expenditure: { mortgage_rent: 900, food: 400, utilities: 200 } } },
      {
        item: {
          category: 'investments',
          property: 'items',
          index: 0,
          value: { type: 'stocks_shares_isa', value: 20000 },
        },
      },
    ]) {
      const saved = await call('PUT', base, world.tokens.single, save, {
        'Idempotency-Key': crypto.randomUUID(),
      });
      expect(saved.statusCode, saved.body).toBe(200);
    }
    await setStatus(database.db, draft.id, 'awaiting-review');
    clock.set(new Date('2026-04-03T10:00:00Z'));
    expect((await call('POST', '/api/atrq/start', world.tokens.single)).statusCode).toBe(200);
    // The middle answer throughout but "rather keep my money in savings" and "accept sharp falls" both strongly
    // agreed (1 and 5 points: 27, level 4), and "More than a year" of savings against £0 in cash.
    const middle = Object.fromEntries(allQuestions(questionnaire).map((question) => [question.id, 3]));
    const assessment = await complete({
      ...middle,
      prefer_savings: 1,
      accept_volatility: 5,
      emergency_fund: 5,
    });
    expect(assessment.result).toMatchObject({ level: 3, calculated_level: 4, capacity: 'low' });
    // The adviser's view of the same result, with Sam's answers beside it (all at the lowest, the test above).
    const household = riskHouseholdResponseSchema.parse(
      (await call('GET', `/api/adviser/clients/${clientId()}/atrq`, world.tokens.adviser)).json(),
    );
    const shown = household.people[0]?.completed[0];
    if (!shown) throw new Error('no result');
    const flags = riskFlagTexts(shown, 'adviser');
    expect(flags.disagreements).toHaveLength(1);
    expect(flags.factFind?.disagrees).toBe(true);
    expect(flags.partner).toHaveLength(5);
    // pdf.js reads a line broken after a hyphen as "long- term": read both the same way.
    const flat = (text: string) => text.replace(/\s+/g, ' ').replace(/- /g, '-');
    const text = flat(await pdf());
    expect(text).toContain(`Answers that disagree ${flat(flags.disagreements[0] ?? '')}`);
    expect(text).toContain(`Fact-find check ${flat(flags.factFind?.text ?? '')}`);
    expect(text).toContain(`Partners disagree ${flat(flags.partner.join(' '))}`);
    expect(text).toContain(
      'Capacity for loss Low: the lower of the answers (medium) and the fact-find (low)',
    );
    expect(text).toContain('Their review Not yet reviewed by the adviser.');
  });
});
