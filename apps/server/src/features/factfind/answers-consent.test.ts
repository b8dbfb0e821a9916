import { answerUpdateResponseSchema, factFindConsentResponseSchema } from '@atrium/domain/contract/factfind';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFindAnswers, factFindChanges, factFindConsents, firms, users } from '../../db/schema.ts';
import { auditEventsOfType } from '../../test/audit.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { publishTemplate, useFactFindWorld } from '../../test/factfind.ts';

const clock = createFakeClock();
const consentText = 'I agree that my adviser may hold and use what I tell them to give me advice.';

const { database, world, call } = useFactFindWorld({
  clock,
  firm: {
    factFindConsentRequired: true,
    factFindConsentText: consentText,
  },
});
beforeAll(async () => {
  await publishTemplate(database.db, world.firm.id);
});

const consentUrl = (clientId: number) => `/api/clients/${clientId}/fact-find-consent`;
const startUrl = (clientId: number) => `/api/clients/${clientId}/portal/changes/start`;

// In file order: consent first, then the custom answers of the fact-find it lets the client start.
describe('fact-find consent', () => {
  it('says consent is required and not yet given', async () => {
    const response = await call('GET', consentUrl(world.joint.client.id), world.tokens.joint);
    expect(response.statusCode).toBe(200);
    expect(factFindConsentResponseSchema.strict().parse(response.json())).toEqual({
      data: { required: true, text: consentText, given: false, given_at: null },
    });
  });

  it('blocks starting until consent is given', async () => {
    const response = await call('POST', startUrl(world.joint.client.id), world.tokens.joint);
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Please give your consent before starting the fact-find.' });
  });

  it('lets only the client give it, and hides other clients', async () => {
    expect((await call('POST', consentUrl(world.joint.client.id), world.tokens.adviser)).statusCode).toBe(
      403,
    );
    expect((await call('GET', consentUrl(world.joint.client.id), world.tokens.adviser)).statusCode).toBe(200);
    for (const token of [world.tokens.single, world.tokens.otherAdviser, world.tokens.strangerAdmin]) {
      expect((await call('GET', consentUrl(world.joint.client.id), token)).statusCode).toBe(404);
      expect((await call('POST', consentUrl(world.joint.client.id), token)).statusCode).toBe(404);
    }
    expect(await database.db.select().from(factFindConsents)).toHaveLength(0);
  });

  it('records consent once, with its words, in the audit log too', async () => {
    const response = await call('POST', consentUrl(world.joint.client.id), world.tokens.joint);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      data: { required: true, text: consentText, given: true, given_at: clock.now().toISOString() },
    });
    clock.advance(60_000);
    const again = await call('POST', consentUrl(world.joint.client.id), world.tokens.joint);
    expect(again.json()).toEqual(response.json());
    const rows = await database.db.select().from(factFindConsents);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      clientId: world.joint.client.id,
      givenBy: world.joint.user.id,
      text: consentText,
    });
    const events = await auditEventsOfType(database.db, 'factfind.consent.given');
    expect(events).toHaveLength(1);
    expect(events[0]).toMatchObject({ userId: world.joint.user.id, firmId: world.firm.id });
    expect((await call('POST', startUrl(world.joint.client.id), world.tokens.joint)).statusCode).toBe(201);
  });

  it('does not ask for consent when the firm does not require it', async () => {
    await database.db
      .update(firms)
      .set({ factFindConsentRequired: false })
      .where(eq(firms.id, world.firm.id));
    const response = await call('GET', consentUrl(world.single.client.id), world.tokens.single);
    expect(response.json().data).toMatchObject({ required: false, given: false });
    expect((await call('POST', startUrl(world.single.client.id), world.tokens.single)).statusCode).toBe(201);
  });
});

describe('PUT /api/fact-find/answers/{answerId}', () => {
  async function questions(clientId = world.joint.client.id, token = world.tokens.joint) {
    const body = (await call('GET', `/api/clients/${clientId}/portal/changes`, token)).json();
    const [goal, priorities, notes] = body.customPages[0].sections[0].questions;
    return { goal, priorities, notes };
  }
  const put = (answerId: number, value: unknown, token = world.tokens.joint, headers = {}) =>
    call('PUT', `/api/fact-find/answers/${answerId}`, token, { value }, headers);

  it('saves a valid answer and shows it back', async () => {
    const { goal } = await questions();
    const response = await put(goal.answer.id, 'Retire by 60');
    expect(response.statusCode).toBe(200);
    expect(answerUpdateResponseSchema.strict().parse(response.json())).toEqual({
      answer: { id: goal.answer.id, value: 'Retire by 60' },
    });
    expect((await questions()).goal.answer.value).toBe('Retire by 60');
    const [change] = await database.db
      .select()
      .from(factFindChanges)
      .where(eq(factFindChanges.path, 'custom.main_goal'));
    expect(change).toMatchObject({ oldValue: null, newValue: 'Retire by 60', userId: world.joint.user.id });
  });

  it('refuses a bad value with 422 and keeps the old one', async () => {
    const { goal, priorities } = await questions();
    const cases: [number, unknown, string][] = [
      [priorities.answer.id, ['retire'], 'Choose at least 2.'],
      [priorities.answer.id, ['retire', 'yacht'], 'Choose only from the options.'],
      [priorities.answer.id, 'retire', 'Choose from the options.'],
      [goal.answer.id, 42, 'Enter text.'],
    ];
    for (const [id, value, message] of cases) {
      const response = await put(id, value);
      expect(response.statusCode, JSON.stringify(value)).toBe(422);
      expect(response.json()).toEqual({
        message: 'The given data was invalid.',
        errors: { value: [message] },
      });
    }
    expect(
      (await call('PUT', `/api/fact-find/answers/${goal.answer.id}`, world.tokens.joint, {})).statusCode,
    ).toBe(422);
    const after = await questions();
    expect(after.goal.answer.value).toBe('Retire by 60');
    expect(after.priorities.answer.value).toBeNull();
    expect((await put(priorities.answer.id, ['retire', 'home'])).statusCode).toBe(200);
    expect((await put(priorities.answer.id, null)).statusCode).toBe(200);
  });

  it('hides other clients’ answers and lets staff only read', async () => {
    const { goal } = await questions();
    for (const token of [
      world.tokens.single,
      world.tokens.stranger,
      world.tokens.strangerAdmin,
      world.tokens.otherAdviser,
    ]) {
      expect((await put(goal.answer.id, 'Hijack', token)).statusCode).toBe(404);
    }
    expect((await put(goal.answer.id, 'Adviser edit', world.tokens.adviser)).statusCode).toBe(403);
    expect((await put(999_999, 'x')).statusCode).toBe(404);
    expect((await questions()).goal.answer.value).toBe('Retire by 60');
  });

  it('honours an Idempotency-Key', async () => {
    const { notes } = await questions();
    const key = { 'idempotency-key': 'c2f1d9a0-1b2c-4d3e-8f4a-5b6c7d8e9f00' };
    const first = await put(notes.answer.id, 'Call after 5pm', world.tokens.joint, key);
    const again = await put(notes.answer.id, 'Call after 5pm', world.tokens.joint, key);
    expect(again.json()).toEqual(first.json());
    expect((await put(notes.answer.id, 'Different', world.tokens.joint, key)).statusCode).toBe(422);
    const rows = await database.db
      .select()
      .from(factFindChanges)
      .where(eq(factFindChanges.path, 'custom.notes'));
    expect(rows).toHaveLength(1);
  });

  it('answers 403 when a permission denies the custom page', async () => {
    const { goal } = await questions(world.single.client.id, world.tokens.single);
    await database.db
      .update(users)
      .set({ permissions: { 'fact-find.custom.goals': { update: false } } })
      .where(eq(users.id, world.single.user.id));
    const response = await put(goal.answer.id, 'No', world.tokens.single);
    expect(response.statusCode).toBe(403);
    expect(response.json().message).toBe(
      'You are not permitted to perform this action, please contact your adviser',
    );
    const [row] = await database.db
      .select()
      .from(factFindAnswers)
      .where(eq(factFindAnswers.id, goal.answer.id));
    expect(row?.value).toBeNull();
  });
});
