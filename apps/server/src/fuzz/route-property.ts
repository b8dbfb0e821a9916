import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTempDir, useTestApp } from '../test/build-test-app.ts';
import {
  extraHeaders,
  fuzzRuns,
  fuzzSeed,
  hostileAuthorisation,
  pathSegment,
  queryString,
  requestBody,
} from './inputs.ts';
import { matrix } from './matrix.ts';
import { fuzzShards, inShard, registeredRoutes, routeKey } from './registered-routes.ts';
import {
  changedTables,
  type FuzzWorld,
  fuzzWorld,
  isCredentialRole,
  type Role,
  roles,
  settledChecksum,
  storedChecksum,
} from './world.ts';

// The route property (every registered route under arbitrary input: no 5xx, {message} on every 4xx, nothing
// stored on a refusal), one shard of the routes per file (routes-1.fuzz.ts …), so the shards run in parallel and
// each route is a test of its own with its own timeout. The routes are the authorisation matrix's rows, which
// authorisation.fuzz.ts holds equal to the routes the app registers; each shard checks its own part of that too.
const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

// A route's runs follow what can vary in its request: every route gets a query string, headers and a caller; a path
// parameter and a body are dimensions more. FUZZ_RUNS (8 by default) is the runs of the widest route (a body and a
// path parameter); a GET without parameters gets 3 of 8.
export function runsFor(key: string, scale = fuzzRuns / 8): number {
  const [method = '', url = ''] = key.split(' ');
  const share = 3 + (url.includes(':') ? 2 : 0) + (withBody.has(method) ? 3 : 0);
  return Math.max(1, Math.round(share * scale));
}

// Served only with a built web app (WEB_DIST_DIR), which these files give their app and the matrix's has not.
const webAppRoutes = ['GET /'];

const shardOf = (keys: readonly string[], n: number) => [...keys].filter((key) => inShard(key, n)).sort();

// The callers of a route: mostly those its matrix row lets through (so requests reach the handler), some other
// caller of its kind (a session, or for /api/v1 a firm credential), and some that are no caller at all.
function callersOf(key: string): fc.Arbitrary<string> {
  const allowed: Role[] = (matrix[key]?.allow ?? []).filter((role) => role !== 'anonymous');
  const publicApi = key.split(' ')[1]?.startsWith('/api/v1/') ?? false;
  const ofKind: Role[] = roles.filter((role) => role !== 'anonymous' && isCredentialRole(role) === publicApi);
  const others = ofKind.filter((role) => !allowed.includes(role));
  return fc.oneof(
    ...(allowed.length > 0 ? [{ weight: 6, arbitrary: fc.constantFrom<string>(...allowed) }] : []),
    ...(others.length > 0 ? [{ weight: 2, arbitrary: fc.constantFrom<string>(...others) }] : []),
    { weight: 2, arbitrary: hostileAuthorisation },
  );
}

export function fuzzRouteShard(n: number) {
  // A built web app stand-in: a path that normalises out of /api (../..) gets the page, as in production.
  const webDist = useTempDir('atrium-fuzz-web-');
  beforeAll(() => writeFile(join(webDist.path, 'index.html'), '<!doctype html><title>Atrium</title>'));
  const dataDir = useTempDir('atrium-fuzz-');
  const { database, t } = useTestApp({
    config: () => testConfig({ DATA_DIR: dataDir.path, WEB_DIST_DIR: webDist.path }),
  });
  let world: FuzzWorld;
  const tokens = new Map<string, string>();
  let baseline = '';
  const statuses = new Map<number, number>();
  const keys = shardOf([...Object.keys(matrix), ...webAppRoutes], n);

  // A token for every caller: renewed after an accepted request, which may have signed its caller out.
  async function mintTokens() {
    for (const role of roles) tokens.set(role, (await world.tokenFor(role as Role)) ?? '');
  }

  beforeAll(async () => {
    world = await fuzzWorld(database.db);
    await mintTokens();
    await t.app.ready();
    baseline = await storedChecksum(database.db);
    const runs = keys.reduce((sum, key) => sum + runsFor(key), 0);
    console.log(
      `fuzz routes ${n}/${fuzzShards}: seed ${fuzzSeed}, ${runs} requests over ${keys.length} routes`,
    );
    return () => {
      const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, k]) => `${status}×${k}`);
      console.log(`fuzz routes ${n}/${fuzzShards}: ${tally.join(' ')}`);
    };
  });

  // Real ids for each kind of path parameter, so some generated requests reach the handlers' deeper code.
  function validIds(name: string): string[] {
    if (name === 'clientId') return [String(world.clientA.client.id), String(world.clientB.client.id)];
    if (name === 'factFindId') return [String(world.factFind.id)];
    if (name === 'postcode') return ['BA1 1AA', 'SW1A1AA', 'ba11aa'];
    return ['1', '2'];
  }

  describe(`every registered route under arbitrary input (shard ${n} of ${fuzzShards})`, () => {
    it('fuzzes exactly the registered routes of its shard', () => {
      const registered = registeredRoutes(t.app).map(routeKey);
      expect(registered.length).toBeGreaterThan(40);
      expect(shardOf(registered, n)).toEqual(keys);
    });

    it.each(keys)('%s: never 5xx, {message} on every 4xx, nothing stored on a refusal', async (key) => {
      const [method = '', url = ''] = key.split(' ');
      const names = [...url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const segments = fc.record(
        Object.fromEntries(names.map((name) => [name, pathSegment(validIds(name))])),
      );
      const property = fc.asyncProperty(
        segments,
        queryString,
        requestBody,
        extraHeaders,
        callersOf(key),
        async (params, query, body, headers, auth) => {
          const path = url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '') + query;
          const token = tokens.get(auth);
          const authorization = token ? `Bearer ${token}` : auth === 'none' ? undefined : auth;
          const request: InjectOptions = {
            method: method as InjectOptions['method'],
            url: path,
            headers: {
              ...headers,
              ...(authorization ? { authorization } : {}),
              ...(withBody.has(method) && body.contentType ? { 'content-type': body.contentType } : {}),
            },
            ...(withBody.has(method) && body.payload ? { payload: body.payload } : {}),
          };
          const response = await t.app.inject(request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const where = `${method} ${path.slice(0, 200)} as ${auth.slice(0, 20)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const json = JSON.parse(response.body) as { message?: unknown };
            expect(typeof json.message, where).toBe('string');
            const now = await storedChecksum(database.db);
            expect(changedTables(baseline, now), `stored data changed: ${where}`).toEqual([]);
          } else {
            await mintTokens();
            baseline = await settledChecksum(database.db);
          }
        },
      );
      await fc.assert(property, { seed: fuzzSeed, numRuns: runsFor(key), endOnFailure: true });
    });
  });
}
