import { factFindUpdateResponseSchema } from '@atrium/domain/contract/factfind';
import { eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema.ts';
import { createFakeClock } from '../../test/build-test-app.ts';
import { startFactFind, useJointSaves } from '../../test/factfind.ts';

let clientId: number;
const clock = createFakeClock();

const { database, world, call, save, current, changeRows } = useJointSaves({ clock });
beforeAll(async () => {
  clientId = world.joint.client.id;
});

describe('before a fact-find is started', () => {
  it('answers 409', async () => {
    const response = await save({ updates: { joint: true } });
    expect(response.statusCode).toBe(409);
    expect(response.json()).toEqual({ message: 'Start your fact-find before making changes.' });
  });

  it('starts', async () => {
    await startFactFind(call, clientId, world.tokens.joint);
  });
});

describe('PUT /portal/changes/update', () => {
  it('merges one property into its category and answers the new version', async () => {
    const before = await current();
    clock.advance(1000);
    const response = await save({ updates: { personal_details_client1: { middle_names: 'Robert' } } });
    expect(response.statusCode).toBe(200);
    expect(factFindUpdateResponseSchema.strict().parse(response.json())).toEqual({
      lastUpdated: clock.now().toISOString(),
      version: before.version + 1,
    });
    const after = await current();
    expect(after.data.personal_details_client1).toEqual({
      first_name: 'James',
      middle_names: 'Robert',
      last_name: 'Carter',
      date_of_birth: '1978-04-12',
      // A first fact-find starts with the account's email (@atrium/domain/factfind/contact).
      email: world.joint.user.email,
    });
  });

  it('creates a missing category, saves a whole category, a scalar and the step', async () => {
    expect(
      (await save({ updates: { employment_client1: { employment_status: 'Employed' } } })).statusCode,
    ).toBe(200);
    const whole = {
      employment_client2: {
        employment_status: 'Self-employed',
        occupation: 'Architect',
        desired_retirement_age: 65,
        country_domiciled: 'United Kingdom',
      },
    };
    expect((await save({ updates: whole })).statusCode).toBe(200);
    expect((await save({ updates: { joint: false } })).statusCode).toBe(200);
    expect((await save({ lastCompletedStep: 'employment' })).statusCode).toBe(200);
    const row = await current();
    expect(row.data).toMatchObject({
      joint: false,
      employment_client1: { employment_status: 'Employed' },
      employment_client2: whole.employment_client2,
    });
    expect(row.lastCompletedStep).toBe('employment');
    expect((await save({ updates: { joint: true } })).statusCode).toBe(200);
  });

  it('appends, edits and removes list items', async () => {
    const item = (index: number, value: Record<string, unknown>) => ({
      item: { category: 'dependants', property: 'items', index, value },
    });
    expect((await save(item(0, { first_name: 'Lily', date_of_birth: '2015-05-01' }))).statusCode).toBe(200);
    expect((await save(item(1, { first_name: 'Jack' }))).statusCode).toBe(200);
    expect((await save(item(0, { relationship: 'Daughter' }))).statusCode).toBe(200);
    expect((await current()).data.dependants).toEqual({
      items: [
        { first_name: 'Lily', date_of_birth: '2015-05-01', relationship: 'Daughter' },
        { first_name: 'Jack' },
      ],
    });
    expect((await save(item(5, { first_name: 'Gap' }))).json()).toEqual({
      message: 'The given data was invalid.',
      errors: { 'dependants.items.5': ['There is no item at this position.'] },
    });
    expect((await save({ remove: { category: 'dependants', property: 'items', index: 0 } })).statusCode).toBe(
      200,
    );
    expect((await current()).data.dependants).toEqual({ items: [{ first_name: 'Jack' }] });
    expect((await save({ remove: { category: 'dependants', property: 'items', index: 3 } })).statusCode).toBe(
      422,
    );
  });

  it('refuses bad input with 422 per field and saves nothing', async () => {
    const before = await current();
    const changesBefore = (await changeRows()).length;
    const cases: [unknown, Record<string, string[]>][] = [
      [{ updates: { pets: { name: 'Rex' } } }, { pets: ['This category does not exist.'] }],
      [
        { updates: { personal_details_client1: { shoe_size: 9 } } },
        { 'personal_details_client1.shoe_size': ['This property does not exist.'] },
      ],
      [
        { updates: { personal_details_client1: { first_name: 42 } } },
        { 'personal_details_client1.first_name': ['Enter text.'] },
      ],
      [
        { updates: { personal_details_client1: { date_of_birth: '2026-03-03' } } },
        { 'personal_details_client1.date_of_birth': ['The date of birth cannot be in the future.'] },
      ],
      [
        { updates: { personal_details_client1: { date_of_birth: '1980-02-30' } } },
        { 'personal_details_client1.date_of_birth': ['Enter a real date as YYYY-MM-DD.'] },
      ],
      [
        { updates: { employment_client1: { desired_retirement_age: 120 } } },
        { 'employment_client1.desired_retirement_age': ['Enter 85 or less.'] },
      ],
      [
        { updates: { employment_client1: { employment_status: 'Astronaut' } } },
        { 'employment_client1.employment_status': ['Choose one of the options.'] },
      ],
      [
        { updates: { personal_details_client1: { last_name: 'x'.repeat(101) } } },
        { 'personal_details_client1.last_name': ['Use at most 100 characters.'] },
      ],
      [{ updates: { joint: 'yes' } }, { joint: ['Choose yes or no.'] }],
      [
        { updates: { personal_details_client1: 'James' } },
        { personal_details_client1: ['Send the category as an object of its properties.'] },
      ],
      [{ lastCompletedStep: 'nowhere' }, { lastCompletedStep: ['This step does not exist.'] }],
      [
        { item: { category: 'dependants', property: 'items', index: 0, value: { first_name: 'A', age: 3 } } },
        { 'dependants.items.0.age': ['This property does not exist.'] },
      ],
      [
        // One bad property fails the whole request: the good one is not saved either.
        { updates: { personal_details_client1: { first_name: 'Jim', date_of_birth: 'soon' } } },
        { 'personal_details_client1.date_of_birth': ['Enter a real date as YYYY-MM-DD.'] },
      ],
    ];
    for (const [body, errors] of cases) {
      const response = await save(body);
      expect(response.statusCode, JSON.stringify(body)).toBe(422);
      expect(response.json(), JSON.stringify(body)).toEqual({
        message: 'The given data was invalid.',
        errors,
      });
    }
    for (const body of [
      {},
      { updates: {} },
      { updates: { joint: true }, lastCompletedStep: 'address' },
      [],
    ]) {
      expect((await save(body)).statusCode, JSON.stringify(body)).toBe(422);
    }
    const after = await current();
    expect(after.data).toEqual(before.data);
    expect(after.version).toBe(before.version);
    expect(await changeRows()).toHaveLength(changesBefore);
  });

  it('writes one audit row per saved property with the old and new values', async () => {
    const start = (await changeRows()).length;
    const names = ['Jim', 'Jimmy', 'J', 'James', 'Jamie'];
    for (const name of names) {
      expect((await save({ updates: { personal_details_client1: { first_name: name } } })).statusCode).toBe(
        200,
      );
    }
    const rows = (await changeRows()).slice(start);
    expect(rows.map((r) => [r.path, r.oldValue, r.newValue, r.userId])).toEqual([
      ['personal_details_client1.first_name', 'James', 'Jim', world.joint.user.id],
      ['personal_details_client1.first_name', 'Jim', 'Jimmy', world.joint.user.id],
      ['personal_details_client1.first_name', 'Jimmy', 'J', world.joint.user.id],
      ['personal_details_client1.first_name', 'J', 'James', world.joint.user.id],
      ['personal_details_client1.first_name', 'James', 'Jamie', world.joint.user.id],
    ]);
  });
});

// A valid answer for each property of the concurrent saves: a telephone number and a National Insurance number
// have formats of their own (packages/domain/src/factfind/validate.ts).
const answerFor = (property: string, i: number) =>
  property === 'mobile_phone' ? `0770090000${i}` : property === 'ni_number' ? 'AB123456C' : `V${i}`;

describe('concurrent saves of different properties', () => {
  it('loses none of them', async () => {
    const before = await current();
    const changesBefore = (await changeRows()).length;
    const propertySaves: Record<string, unknown>[] = [
      ...['first_name', 'last_name', 'middle_names', 'nationality', 'ni_number', 'mobile_phone'].map(
        (p, i) => ({
          updates: { personal_details_client2: { [p]: answerFor(p, i) } },
        }),
      ),
      ...['occupation', 'employer'].map((p, i) => ({ updates: { employment_client1: { [p]: `E${i}` } } })),
      { updates: { dependants: { has_dependants: true } } },
      { lastCompletedStep: 'address' },
    ];
    const responses = await Promise.all(propertySaves.map((body) => save(body)));
    expect(responses.map((r) => r.statusCode)).toEqual(propertySaves.map(() => 200));
    const after = await current();
    expect(after.version).toBe(before.version + propertySaves.length);
    expect(after.data.personal_details_client2).toMatchObject({
      first_name: 'V0',
      last_name: 'V1',
      middle_names: 'V2',
      nationality: 'V3',
      ni_number: 'AB123456C',
      mobile_phone: '07700900005',
    });
    expect(after.data.employment_client1).toMatchObject({
      employment_status: 'Employed',
      occupation: 'E0',
      employer: 'E1',
    });
    expect(await changeRows()).toHaveLength(changesBefore + propertySaves.length);
  });

  it('keeps every one of many simultaneous single-property saves across categories', async () => {
    const fields: [string, string, unknown][] = [];
    for (const person of [1, 2]) {
      fields.push([`personal_details_client${person}`, 'email', `p${person}@example.com`]);
      fields.push([`personal_details_client${person}`, 'smoker', person === 1]);
      fields.push([`personal_details_client${person}`, 'marital_status', 'Married']);
      fields.push([`personal_details_client${person}`, 'title', person === 1 ? 'Mr' : 'Mrs']);
      fields.push([`employment_client${person}`, 'country_domiciled', 'Ireland']);
    }
    for (const property of ['postcode', 'town', 'county', 'address_line_1', 'premise']) {
      fields.push(['current_address', property, property === 'postcode' ? 'ZZ1 1ZZ' : `A ${property}`]);
    }
    // current_address is denied by this firm's template: let this client through with their own permission.
    await database.db
      .update(users)
      .set({ permissions: { 'fact-find.current_address': { update: true } } })
      .where(eq(users.id, world.joint.user.id));
    const responses = await Promise.all(fields.map(([c, p, v]) => save({ updates: { [c]: { [p]: v } } })));
    expect(responses.map((r) => r.statusCode)).toEqual(fields.map(() => 200));
    const versions = responses.map((r) => r.json().version as number);
    expect(new Set(versions).size).toBe(fields.length);
    const data = (await current()).data as Record<string, Record<string, unknown>>;
    for (const [category, property, value] of fields) {
      expect(data[category]?.[property], `${category}.${property}`).toEqual(value);
    }
  });
});
