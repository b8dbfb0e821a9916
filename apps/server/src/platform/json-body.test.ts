import { beforeAll, describe, expect, it, vi } from 'vitest';
import { requester, useTestApp } from '../test/build-test-app.ts';
import { choicesOf, factFindWorld, startFactFind } from '../test/factfind.ts';
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
    await startFactFind(call, world.joint.client.id, world.tokens.joint);
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

  it('is refused at 1 MB of nested arrays, before JSON.parse', async () => {
    const payload = nested(480_000);
    expect(payload.length).toBeGreaterThan(900_000);
    const parse = vi.spyOn(JSON, 'parse');
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/login',
      headers: { 'content-type': 'application/json' },
      payload,
      remoteAddress: '198.51.100.7',
    });
    expect(response.statusCode).toBe(400);
    // Refused by the scan (which stops at the 33rd bracket), so the body never reaches JSON.parse: no call with
    // text of its size. The scan's cost is not timed here: speed lives in bench/, and a timed assertion failed
    // on a loaded CI machine.
    const parsedSizes = parse.mock.calls.map(([text]) => String(text).length);
    parse.mockRestore();
    expect(parsedSizes.filter((size) => size >= payload.length)).toEqual([]);
    expect(response.json()).toEqual(tooDeep);
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
        choices: choicesOf('Golf', 'Sailing'),
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
