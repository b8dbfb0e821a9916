import { beforeAll, describe, expect, it } from 'vitest';
import { requester, useTestApp } from '../test/build-test-app.ts';
import { factFindWorld, startFactFind } from '../test/factfind.ts';
import { exceedsJsonDepth, maxJsonDepth } from './json-body.ts';

const nested = (depth: number, inner = '1') => `${'['.repeat(depth)}${inner}${']'.repeat(depth)}`;
const tooDeep = { message: 'The request body is nested too deeply.' };

describe('exceedsJsonDepth', () => {
  it('counts objects and arrays, up to the limit and one past it', () => {
    expect(exceedsJsonDepth(nested(maxJsonDepth))).toBe(false);
    expect(exceedsJsonDepth(nested(maxJsonDepth + 1))).toBe(true);
    expect(exceedsJsonDepth('{"a":{"b":[{"c":[]}]}}', 5)).toBe(false);
    expect(exceedsJsonDepth('{"a":{"b":[{"c":[]}]}}', 4)).toBe(true);
  });

  it('skips brackets inside strings, including after escaped quotes and backslashes', () => {
    expect(exceedsJsonDepth(JSON.stringify({ a: '[[[[{{{{' }), 1)).toBe(false);
    expect(exceedsJsonDepth(JSON.stringify({ a: 'say "[[[[" \\ [[[[' }), 1)).toBe(false);
    // A string ending in an escaped backslash closes there: the brackets after it count.
    expect(exceedsJsonDepth(`[${JSON.stringify('x\\')},[[1]]]`, 2)).toBe(true);
    expect(exceedsJsonDepth(`[${JSON.stringify('x\\')},[[1]]]`, 3)).toBe(false);
  });

  it('is not fooled by closing brackets before opening ones', () => {
    expect(exceedsJsonDepth(`${']'.repeat(100)}${'['.repeat(maxJsonDepth + 1)}`)).toBe(true);
  });
});

describe('a deeply nested JSON body', () => {
  let world: Awaited<ReturnType<typeof factFindWorld>>;
  const call = requester(() => t);

  const { database, t } = useTestApp();

  beforeAll(async () => {
    world = await factFindWorld(database.db);
    const _started = await startFactFind(call, world.joint.client.id, world.tokens.joint);
  });

  const saveRaw = (payload: string) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/clients/${world.joint.client.id}/portal/changes/update`,
      headers: { authorization: `Bearer ${world.tokens.joint}`, 'content-type': 'application/json' },
      payload,
    });

  // The NUL-character check walked values recursively and overflowed the stack at about 3 000 levels (a 500).
  it('is refused with 400 in a fact-find value 3 000 levels deep, and nothing is saved', async () => {
    const response = await saveRaw(
      `{"updates":{"personal_details_client1":{"nationality":${nested(3000, '"x"')}}}}`,
    );
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooDeep);
    const changes = await call(
      'GET',
      `/api/clients/${world.joint.client.id}/portal/changes`,
      world.tokens.joint,
    );
    expect(changes.json().factFind.personal_details_client1?.nationality).toBeUndefined();
  });

  it('is refused quickly at 1 MB of nested arrays, before JSON.parse', async () => {
    const payload = nested(480_000);
    expect(payload.length).toBeGreaterThan(900_000);
    const started = performance.now();
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: '198.51.100.7',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual(tooDeep);
    // The scan is linear and stops at the 33rd bracket; generous for a loaded CI machine.
    expect(performance.now() - started).toBeLessThan(500);
  });

  it('accepts a body at the limit, and the deepest legitimate one (a template draft)', async () => {
    const atLimit = await saveRaw(
      `{"updates":{"personal_details_client1":{"nationality":${nested(maxJsonDepth - 3, '"x"')}}}}`,
    );
    // Past the parser: the fact-find's own rules answer (a nationality is not a list).
    expect(atLimit.json()).not.toEqual(tooDeep);
    expect(atLimit.statusCode).not.toBe(500);

    const question = {
      id: 'hobbies',
      type: 'multiselect',
      label: 'Your hobbies',
      required: true,
      help: null,
      options: {
        min: 1,
        choices: [
          { value: 'golf', label: 'Golf' },
          { value: 'sailing', label: 'Sailing' },
        ],
      },
    };
    const draft = await call('PUT', '/api/adviser/templates/draft', world.tokens.admin, {
      defaultPageSections: { liabilities: ['mortgage_items'] },
      templateSettings: { show_fund_input: true },
      customPages: [
        {
          slug: 'lifestyle',
          title: 'Lifestyle',
          order: 1,
          sections: [{ title: 'Hobbies', questions: [question] }],
        },
      ],
      templatePermissions: {},
    });
    expect(draft.statusCode).toBe(200);
  });
});
