import { factFindHistoryResponseSchema } from '@atrium/domain/contract/adviser-factfind';
import { desc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { factFindChanges } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { publishTemplate, startFactFind, useFactFindWorld } from '../../test/factfind.ts';

// A number the input clamped to its min or max (packages/domain/src/money/number-input.ts) is saved as the number
// kept, with what the person typed beside it: the adviser's history reads "typed 150, kept 85", never that the
// client typed 85.
const clock = createFakeClock();
const clientId = () => world.joint.client.id;

const save = (body: unknown) =>
  call('PUT', `/api/clients/${clientId()}/portal/changes/update`, world.tokens.joint, body);
const history = async (path: string) => {
  const response = await call(
    'GET',
    `/api/adviser/clients/${clientId()}/fact-find/history?path=${path}`,
    world.tokens.adviser,
  );
  expect(response.statusCode).toBe(200);
  return factFindHistoryResponseSchema.parse(response.json()).data;
};
const lastChange = async () =>
  (await database.db.select().from(factFindChanges).orderBy(desc(factFindChanges.id)).limit(1))[0];

const age = 'employment_client1.desired_retirement_age';

const { database, world, call } = useFactFindWorld({ clock });

beforeAll(async () => {
  await publishTemplate(database.db, world.firm.id, {
    customPages: [
      {
        slug: 'plans',
        title: 'Your plans',
        order: 1,
        sections: [
          {
            title: 'Years',
            questions: [
              { id: 'years', type: 'number', label: 'Years to plan for', options: { min: 1, max: 40 } },
            ],
          },
        ],
      },
    ],
  });
  await startFactFind(call, clientId(), world.tokens.joint);
});

describe('what was typed beside a clamped number', () => {
  it('is stored with the change and shown in the adviser history as typed and kept', async () => {
    clock.advance(1000);
    const response = await save({
      updates: { employment_client1: { desired_retirement_age: 85 } },
      typed: { [age]: '150' },
    });
    expect(response.statusCode).toBe(200);
    expect((await lastChange())?.typedValue).toEqual({ [age]: '150' });
    const [change] = await history(age);
    expect(change).toMatchObject({ path: age, new: 85, typed: { [age]: '150' } });
  });

  it('is kept for one property of a list item, by the property’s path', async () => {
    expect((await save({ updates: { dependants: { has_dependants: true } } })).statusCode).toBe(200);
    const item = 'dependants.items.0';
    const added = await save({
      item: { category: 'dependants', property: 'items', index: 0, value: { first_name: 'Lily' } },
    });
    expect(added.statusCode).toBe(200);
    const edited = await save({
      item: { category: 'dependants', property: 'items', index: 0, value: { dependent_until_age: 30 } },
      typed: { [`${item}.dependent_until_age`]: '45' },
    });
    expect(edited.statusCode).toBe(200);
    const [change] = await history(item);
    expect(change).toMatchObject({
      path: item,
      new: { first_name: 'Lily', dependent_until_age: 30 },
      typed: { [`${item}.dependent_until_age`]: '45' },
    });
  });

  it('is not trusted: the server still refuses a number outside the bounds, typed or not', async () => {
    const response = await save({
      updates: { employment_client1: { desired_retirement_age: 150 } },
      typed: { [age]: '150' },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json().errors).toEqual({ [age]: ['Enter 85 or less.'] });
  });

  it('is dropped when it names no number this save changed, or equals the number kept', async () => {
    const other = await save({
      updates: { employment_client1: { desired_retirement_age: 60, occupation: 'Architect' } },
      typed: {
        [age]: '60',
        'employment_client1.occupation': 'Builder',
        'personal_details_client1.first_name': 'x',
      },
    });
    expect(other.statusCode).toBe(200);
    const rows = await database.db
      .select({ path: factFindChanges.path, typed: factFindChanges.typedValue })
      .from(factFindChanges)
      .where(eq(factFindChanges.requestId, (await lastChange())?.requestId ?? ''));
    expect(rows).toEqual(
      expect.arrayContaining([
        { path: age, typed: null },
        { path: 'employment_client1.occupation', typed: null },
      ]),
    );
    expect((await history(age))[0]).toMatchObject({ new: 60, typed: null });
  });

  it('is audit text of bounded length: a longer one is a 422 and nothing is saved', async () => {
    const response = await save({
      updates: { employment_client1: { desired_retirement_age: 85 } },
      typed: { [age]: '9'.repeat(41) },
    });
    expect(response.statusCode).toBe(422);
    expect(response.json()).toMatchObject({ message: expect.any(String), errors: expect.any(Object) });
    expect((await history(age))[0]).toMatchObject({ new: 60 });
  });

  it('is still optional: a save without it is recorded with none', async () => {
    expect((await save({ updates: { employment_client1: { desired_retirement_age: 70 } } })).statusCode).toBe(
      200,
    );
    expect((await history(age))[0]).toMatchObject({ new: 70, typed: null });
  });

  it('is kept for a firm’s own number question too, by its path', async () => {
    const changes = await call('GET', `/api/clients/${clientId()}/portal/changes`, world.tokens.joint);
    const answerId = changes.json().customPages[0].sections[0].questions[0].answer.id as number;
    const url = `/api/fact-find/answers/${answerId}`;
    expect((await call('PUT', url, world.tokens.joint, { value: 40, typed: '99' })).statusCode).toBe(200);
    expect((await history('custom.years'))[0]).toMatchObject({ new: 40, typed: { 'custom.years': '99' } });
    expect((await call('PUT', url, world.tokens.joint, { value: 41, typed: '41' })).statusCode).toBe(422);
    expect((await call('PUT', url, world.tokens.joint, { value: 12, typed: '12' })).statusCode).toBe(200);
    expect((await history('custom.years'))[0]).toMatchObject({ new: 12, typed: null });
  });
});
