import { writeFile } from 'node:fs/promises';
import { join } from 'node:path';
import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { beforeAll, describe, expect, it } from 'vitest';
import { testConfig, useTempDir, useTestApp } from '../test/build-test-app.ts';
import {
  authorisation,
  extraHeaders,
  fuzzRuns,
  fuzzSeed,
  pathSegment,
  queryString,
  requestBody,
} from './inputs.ts';
import { type RegisteredRoute, registeredRoutes, routeKey } from './registered-routes.ts';
import { changedTables, type FuzzWorld, fuzzWorld, settledChecksum, storedChecksum } from './world.ts';

// A built web app stand-in: a path that normalises out of /api (../..) gets the page, as in production.
const webDist = useTempDir('atrium-fuzz-web-');
beforeAll(() => writeFile(join(webDist.path, 'index.html'), '<!doctype html><title>Atrium</title>'));
const dataDir = useTempDir('atrium-fuzz-');
const { database, t } = useTestApp({
  config: () => testConfig({ DATA_DIR: dataDir.path, WEB_DIST_DIR: webDist.path }),
});
let world: FuzzWorld;
let routes: RegisteredRoute[];
const tokens = new Map<string, string>();

beforeAll(async () => {
  world = await fuzzWorld(database.db);
  await mintTokens();
  await t.app.ready();
  routes = registeredRoutes(t.app);
  console.log(`fuzz: seed ${fuzzSeed}, ${fuzzRuns} runs for each of ${routes.length} routes`);
});

async function mintTokens() {
  for (const role of ['clientA', 'adviserOfA', 'admin'] as const) {
    tokens.set(role, (await world.tokenFor(role)) ?? '');
  }
}

// Real ids for each kind of path parameter, so some generated requests reach the handlers' deeper code.
function validIds(name: string): string[] {
  if (name === 'clientId') return [String(world.clientA.client.id), String(world.clientB.client.id)];
  if (name === 'factFindId') return [String(world.factFind.id)];
  if (name === 'postcode') return ['BA1 1AA', 'SW1A1AA', 'ba11aa'];
  return ['1', '2'];
}

const withBody = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

describe('every registered route, under arbitrary input', () => {
  it('enumerates the routes of the contract', () => {
    expect(routes.length).toBeGreaterThan(40);
    expect(routes.map(routeKey)).toContain('PUT /api/clients/:clientId/portal/changes/update');
  });

  // One property per route, each with the same fixed seed; `routes` is read once the app is built.
  it('never answers 5xx, answers every 4xx with {message}, and stores nothing on a rejected request', async () => {
    let baseline = await storedChecksum(database.db);
    const statuses = new Map<number, number>();
    const started = Date.now();
    for (const route of routes) {
      const names = [...route.url.matchAll(/:(\w+)/g)].map((match) => match[1] ?? '');
      const segments = fc.record(
        Object.fromEntries(names.map((name) => [name, pathSegment(validIds(name))])),
      );
      const property = fc.asyncProperty(
        segments,
        queryString,
        requestBody,
        extraHeaders,
        authorisation,
        async (params, query, body, headers, auth) => {
          const url = route.url.replace(/:(\w+)/g, (_, name: string) => params[name] ?? '') + query;
          const token = tokens.get(auth);
          const authorization = token ? `Bearer ${token}` : auth === 'none' ? undefined : auth;
          const request: InjectOptions = {
            method: route.method as InjectOptions['method'],
            url,
            headers: {
              ...headers,
              ...(authorization ? { authorization } : {}),
              ...(withBody.has(route.method) && body.contentType ? { 'content-type': body.contentType } : {}),
            },
            ...(withBody.has(route.method) && body.payload ? { payload: body.payload } : {}),
          };
          const response = await t.app.inject(request);
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const where = `${route.method} ${url.slice(0, 200)} → ${response.statusCode} ${response.body.slice(0, 200)}`;
          expect(response.statusCode, where).toBeLessThan(500);
          if (response.statusCode >= 400) {
            const json = JSON.parse(response.body) as { message?: unknown };
            expect(typeof json.message, where).toBe('string');
            const now = await storedChecksum(database.db);
            expect(changedTables(baseline, now), `stored data changed: ${where}`).toEqual([]);
          } else {
            // An accepted request may have signed its token out (POST /api/logout): fresh ones for the rest.
            await mintTokens();
            baseline = await settledChecksum(database.db);
          }
        },
      );
      await fc.assert(property, { seed: fuzzSeed, numRuns: fuzzRuns, endOnFailure: true });
    }
    const tally = [...statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
    console.log(
      `fuzz: ${routes.length * fuzzRuns} requests in ${Date.now() - started} ms: ${tally.join(' ')}`,
    );
  });
});
