import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTempDir, useTestApp } from '../test/build-test-app.ts';
import { everyone, matrix, type Row, signedIn } from './matrix.ts';
import { createRecords, type Records } from './records.ts';
import { type RegisteredRoute, registeredRoutes, routeKey } from './registered-routes.ts';
import { type FuzzWorld, fuzzWorld, type Role, roles } from './world.ts';

const dataDir = useTempDir('atrium-matrix-');
const { database, t } = useTestApp({ config: () => testConfig({ DATA_DIR: dataDir.path }) });
let world: FuzzWorld;
let routes: RegisteredRoute[];
let records: Records;

beforeAll(async () => {
  world = await fuzzWorld(database.db);
  await t.app.ready();
  routes = registeredRoutes(t.app);
  records = await createRecords(t, database, world);
});

type Outcome = 'allowed' | 'refused';

async function outcome(route: RegisteredRoute, role: Role, row: Row | undefined): Promise<string> {
  let url = route.url;
  for (const [, name] of route.url.matchAll(/:(\w+)/g)) {
    url = url.replace(`:${name}`, await records.paramValue(name ?? '', route));
  }
  const token = await world.tokenFor(role);
  const body = records.bodyOf(row);
  const response = await t.app.inject({
    method: route.method as InjectOptions['method'],
    url: url + (row?.query ?? ''),
    headers: token ? { authorization: `Bearer ${token}` } : {},
    ...(body !== undefined ? { payload: body as Record<string, unknown> } : {}),
  });
  // Open and self-scoped rows: 404 is an honest "no such record of yours", not a refusal.
  const open = row?.allow === everyone || row?.allow === signedIn;
  const refusals = open ? [401, 403] : [401, 403, 404];
  const refused = refusals.includes(response.statusCode);
  return `${refused ? 'refused' : 'allowed'} ${response.statusCode} ${response.statusCode >= 400 ? response.body.slice(0, 120) : ''}`;
}

describe('the authorisation matrix', () => {
  it('has a row for every registered route, and no row for a route that is gone', () => {
    const registered = routes.map(routeKey);
    expect(
      registered.filter((key) => !(key in matrix)),
      'routes without a row',
    ).toEqual([]);
    expect(
      Object.keys(matrix).filter((key) => !registered.includes(key)),
      'rows without a route',
    ).toEqual([]);
  });

  // One test per route, so each has the whole timeout to itself and a failure names its route.
  it.each(Object.keys(matrix))('%s lets through only the allowed cells', async (key) => {
    const [method = '', url = ''] = key.split(' ');
    const route: RegisteredRoute = { method, url };
    const row = matrix[key];
    const mismatches: string[] = [];
    for (const role of roles) {
      const expected: Outcome = row?.allow.includes(role) ? 'allowed' : 'refused';
      const actual = await outcome(route, role, row);
      // A 5xx is never a pass, whichever way the cell should go.
      if (!actual.startsWith(expected) || /^\w+ 5\d\d/.test(actual))
        mismatches.push(`${key} × ${role}: expected ${expected}, got ${actual}`);
    }
    expect(mismatches).toEqual([]);
  });
});
