import fc from 'fast-check';
import type { InjectOptions } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { exceedsJsonDepth, maxJsonDepth } from '../platform/json-body.ts';
import {
  buildTestApp,
  type TestApp,
  testConfig,
  useTempDir,
  useTestDatabase,
} from '../test/build-test-app.ts';
import { createClientUser } from '../test/factories.ts';
import { fuzzRuns, fuzzSeed } from './inputs.ts';
import { matrix } from './matrix.ts';
import { mutatedBody } from './mutations.ts';
import { createRecords, type Records } from './records.ts';
import {
  fuzzShards,
  inShard,
  type RegisteredRoute,
  registeredRoutes,
  routeKey,
} from './registered-routes.ts';
import { type RouteSchemas, recordingRouteSchemas } from './route-schemas.ts';
import { arbitraryFromJsonSchema, type JsonSchema } from './schema-arbitrary.ts';
import {
  changedTables,
  credentialRoles,
  type FuzzWorld,
  fuzzWorld,
  type Role,
  settledChecksum,
  storedChecksum,
} from './world.ts';

// The contract-driven half of the fuzz suite: each route's body and query string are generated from the zod
// schemas it registered (valid ones, and valid ones with one thing broken), and sent by a caller the
// authorisation matrix lets through, so requests reach the services rather than stopping at validation. One shard
// of the routes per file (bodies-1.fuzz.ts …: registered-routes.ts's inShard), each with its own database and app.

// A route's runs: FUZZ_RUNS (8 by default) scales both halves of the suite. A body is the widest input (nested
// objects, arrays, a fact-find's answers): 1.5 × FUZZ_RUNS; a route that takes only a query string, FUZZ_RUNS.
const runsFor = (schema: RouteSchemas | undefined) =>
  Math.max(1, Math.round(schema?.body ? fuzzRuns * 1.5 : fuzzRuns));

export function fuzzBodyShard(shard: number) {
  const dataDir = useTempDir('atrium-bodies-');
  const database = useTestDatabase();
  let t: TestApp;
  let world: FuzzWorld;
  let routes: RegisteredRoute[];
  let schemas: Map<string, RouteSchemas>;
  let records: Records;
  // A client of A's adviser for the rows that can end a client's access, so client A stays usable throughout.
  let spareClient: number;

  beforeAll(async () => {
    world = await fuzzWorld(database.db);
    const recorded = await recordingRouteSchemas(() =>
      buildTestApp(database, { config: testConfig({ DATA_DIR: dataDir.path }) }),
    );
    t = recorded.built;
    schemas = recorded.schemas;
    await t.app.ready();
    routes = registeredRoutes(t.app).filter((route) => inShard(routeKey(route), shard));
    records = await createRecords(t, database, world);
    spareClient = (
      await createClientUser(database.db, {
        firmId: world.firm.id,
        adviserId: world.adviser.id,
        name: 'Kim Spare',
      })
    ).client.id;
  });

  afterAll(async () => {
    await t?.app.close();
  });

  // The caller the matrix lets through, preferring client A's side of the world (where the records are).
  const preference: Role[] = [
    'clientA',
    'adviserOfA',
    'admin',
    'clientB',
    'partnerOfA',
    'otherFirmAdviser',
    // The public API's callers (fuzz/world.ts), for the /api/v1 routes no session may call.
    ...credentialRoles,
    'anonymous',
  ];
  function callerOf(route: RegisteredRoute): Role {
    const allow = matrix[routeKey(route)]?.allow ?? [];
    return preference.find((role) => allow.includes(role)) ?? 'anonymous';
  }

  const endsAccess = /\/(portal-access|permissions)$/;

  async function urlOf(route: RegisteredRoute): Promise<string> {
    let url = route.url;
    for (const [, name = ''] of route.url.matchAll(/:(\w+)/g)) {
      const value =
        name === 'clientId' && endsAccess.test(route.url)
          ? String(spareClient)
          : name === 'postcode'
            ? 'BA1 1AA'
            : await records.paramValue(name, route);
      url = url.replace(`:${name}`, encodeURIComponent(value));
    }
    return url;
  }

  const jsonSchemaOf = (schema: z.ZodType) =>
    z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as JsonSchema;

  // Valid by the schema (as far as JSON Schema can say) twice in five, one thing broken three in five. Where the
  // matrix holds a body known to pass (a real category and property, a free slot), it is one of the valid ones:
  // what JSON Schema cannot say (a fact-find's own field names), that body says.
  function fromSchema(schema: z.ZodType | undefined, example: unknown): fc.Arbitrary<unknown> {
    if (!schema) return fc.constant(undefined);
    const generated = arbitraryFromJsonSchema(jsonSchemaOf(schema));
    const valid = example === undefined ? generated : fc.oneof(generated, fc.constant(example));
    return fc.oneof({ weight: 2, arbitrary: valid }, { weight: 3, arbitrary: mutatedBody(valid) });
  }

  const queryExample = (query: string | undefined) =>
    query ? Object.fromEntries(new URLSearchParams(query)) : undefined;

  // A query object as a browser would send it: repeated keys for arrays, JSON for anything nested.
  function queryOf(value: unknown): string {
    if (typeof value !== 'object' || value === null || Array.isArray(value)) return '';
    const search = new URLSearchParams();
    for (const [key, item] of Object.entries(value)) {
      for (const one of Array.isArray(item) ? item : [item]) {
        search.append(key, typeof one === 'string' ? one : JSON.stringify(one));
      }
    }
    const text = search.toString();
    return text ? `?${text}` : '';
  }

  // Answers that mean the request stopped at parsing or at its schema's validation, before any service code ran
  // (a service's own 422 says what is wrong in its message; the schema's says this).
  const stoppedEarly = (status: number, body: string) =>
    [400, 413, 415].includes(status) ||
    (status === 422 && body.startsWith('{"message":"The given data was invalid."'));

  type Tally = { requests: number; pastValidation: number; accepted: number; statuses: Map<number, number> };

  // One token per caller and the digest of everything stored, renewed after an accepted request (it may have
  // signed its caller out, and it changed what is stored): a refused request must leave the digest as it was.
  const tokens = new Map<Role, string | null>();
  let baseline = '';

  async function renew(roles: readonly Role[]) {
    for (const role of roles) tokens.set(role, await world.tokenFor(role));
    baseline = await settledChecksum(database.db);
  }

  // FUZZ_TRACE=<a pattern of routes> prints every request and answer of the routes it matches (to see why they stop).
  const trace = process.env.FUZZ_TRACE;

  // `raw`: the body's JSON text as is (one too deep to build as an object), instead of `body`.
  async function send(
    route: RegisteredRoute,
    url: string,
    body: unknown,
    query: unknown,
    tally: Tally,
    raw?: string,
  ) {
    const role = callerOf(route);
    const token = tokens.get(role);
    const request: InjectOptions = {
      method: route.method as InjectOptions['method'],
      url: url + queryOf(query),
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body !== undefined || raw !== undefined ? { 'content-type': 'application/json' } : {}),
      },
      ...(raw !== undefined ? { payload: raw } : body !== undefined ? { payload: JSON.stringify(body) } : {}),
    };
    const response = await t.app.inject(request);
    const status = response.statusCode;
    tally.requests++;
    tally.statuses.set(status, (tally.statuses.get(status) ?? 0) + 1);
    if (!stoppedEarly(status, response.body)) tally.pastValidation++;
    const where = `${route.method} ${request.url?.toString().slice(0, 200)} as ${role} with ${(raw ?? JSON.stringify(body))?.slice(0, 300)} → ${status} ${response.body.slice(0, 300)}`;
    if (trace && new RegExp(trace).test(routeKey(route))) console.log(where);

    expect(status, where).toBeLessThan(500);
    // A `__proto__` key in a body must stay data: it never reaches Object.prototype.
    expect(Object.prototype, where).not.toHaveProperty('isAdmin');
    if (status >= 400) {
      expect(typeof (JSON.parse(response.body) as { message?: unknown }).message, where).toBe('string');
      const after = await storedChecksum(database.db);
      expect(changedTables(baseline, after), `stored data changed on a rejected request: ${where}`).toEqual(
        [],
      );
      return;
    }
    tally.accepted++;
    await renew([role]);
    const responseSchema = schemas.get(routeKey(route))?.response[String(status)];
    const isJson = String(response.headers['content-type'] ?? '').startsWith('application/json');
    if (responseSchema && isJson) {
      const parsed = responseSchema.safeParse(JSON.parse(response.body));
      expect(parsed.success, `${where}\n${parsed.error?.message ?? ''}`).toBe(true);
    }
  }

  // The JSON text of a value nested `depth` levels deep, written out directly: building it as an object and calling
  // JSON.stringify would overflow this test's own stack long before the server's.
  function nestedText(depth: number, kind: 'array' | 'object', leaf: unknown): string {
    const [open, close] = kind === 'array' ? ['[', ']'] : ['{"a":', '}'];
    return `${open.repeat(depth)}${JSON.stringify(leaf)}${close.repeat(depth)}`;
  }

  const deepMarker = '__nested_value__';

  // The route's known-good body with one value replaced by a deeply nested one (into the first property of a nested
  // object too, `updates: {category: …}`, where the free-form values are), or the body itself nested.
  function deepenedText(example: unknown, depth: number, kind: 'array' | 'object', leaf: unknown): string {
    const withMarker = (value: unknown): unknown => {
      if (typeof value !== 'object' || value === null || Array.isArray(value)) return deepMarker;
      const [first] = Object.keys(value);
      if (first === undefined) return deepMarker;
      return { ...value, [first]: withMarker((value as Record<string, unknown>)[first]) };
    };
    return JSON.stringify(withMarker(example)).replace(`"${deepMarker}"`, nestedText(depth, kind, leaf));
  }

  describe(`every route, with bodies and queries generated from its own schemas (shard ${shard} of ${fuzzShards})`, () => {
    it('finds the schemas of the routes that take input', () => {
      const withInput = registeredRoutes(t.app).filter((route) => {
        const schema = schemas.get(routeKey(route));
        return schema?.body ?? schema?.querystring;
      });
      expect(withInput.length).toBeGreaterThan(40);
      expect(schemas.get('PUT /api/clients/:clientId/portal/changes/update')?.body).toBeDefined();
    });

    it('never answers 5xx, answers every 4xx with {message}, changes nothing when it refuses, and answers 2xx by its response schema', async () => {
      const failures: string[] = [];
      const lines: string[] = [];
      const total: Tally = { requests: 0, pastValidation: 0, accepted: 0, statuses: new Map() };
      const withInput = routes.filter((route) => {
        const schema = schemas.get(routeKey(route));
        return schema?.body ?? schema?.querystring;
      });
      // Every route's records first: a generated booking may take any slot, so none is taken from under a row.
      const urls = new Map<RegisteredRoute, string>();
      const examples = new Map<RegisteredRoute, unknown>();
      for (const route of withInput) {
        urls.set(route, await urlOf(route));
        examples.set(route, records.bodyOf(matrix[routeKey(route)]));
      }
      await renew(preference);
      const started = Date.now();
      for (const route of withInput) {
        const schema = schemas.get(routeKey(route)) ?? { response: {} };
        const url = urls.get(route) ?? route.url;
        const tally: Tally = { requests: 0, pastValidation: 0, accepted: 0, statuses: total.statuses };
        const property = fc.asyncProperty(
          fromSchema(schema.body, examples.get(route)),
          fromSchema(schema.querystring, queryExample(matrix[routeKey(route)]?.query)),
          (body, query) => send(route, url, body, query, tally),
        );
        const result = await fc.check(property, {
          seed: fuzzSeed,
          numRuns: runsFor(schema),
          endOnFailure: true,
        });
        if (result.failed)
          failures.push(
            `${routeKey(route)}: ${fc.defaultReportMessage(result)}\n${String(result.errorInstance).slice(0, 1500)}`,
          );
        total.requests += tally.requests;
        total.pastValidation += tally.pastValidation;
        total.accepted += tally.accepted;
        lines.push(
          `${routeKey(route)}: ${tally.pastValidation}/${tally.requests} past validation, ${tally.accepted} accepted`,
        );
      }
      const statuses = [...total.statuses].sort(([a], [b]) => a - b).map(([status, n]) => `${status}×${n}`);
      console.log(
        `fuzz bodies: seed ${fuzzSeed}, ${total.requests} requests in ${Date.now() - started} ms; ` +
          `${total.pastValidation} past validation, ${total.accepted} accepted; ${statuses.join(' ')}\n  ${lines.join('\n  ')}`,
      );
      expect(failures).toEqual([]);
    });
  });

  // After the generated bodies: refused login bodies count against 127.0.0.1's login allowance (features/auth/
  // login-admission.ts), which would otherwise answer the generated logins 429.
  describe('every route that takes a body, with values nested deeper than the parser allows', () => {
    it(`refuses a body nested past ${maxJsonDepth} levels with 400 and {message}, and takes one within them as before`, async () => {
      const failures: string[] = [];
      const withBody = routes.filter((route) => schemas.get(routeKey(route))?.body);
      const examples = new Map<RegisteredRoute, unknown>();
      const urls = new Map<RegisteredRoute, string>();
      for (const route of withBody) {
        urls.set(route, await urlOf(route));
        examples.set(route, records.bodyOf(matrix[routeKey(route)]) ?? {});
      }
      await renew(preference);
      for (const route of withBody) {
        const url = urls.get(route) ?? route.url;
        const tally: Tally = { requests: 0, pastValidation: 0, accepted: 0, statuses: new Map() };
        const property = fc.asyncProperty(
          // Around the limit most of the time, and now and then as deep as the stack overflowed (about 3 000).
          fc.oneof(
            { weight: 3, arbitrary: fc.integer({ min: maxJsonDepth - 6, max: maxJsonDepth + 4 }) },
            { weight: 1, arbitrary: fc.integer({ min: maxJsonDepth + 5, max: 5_000 }) },
          ),
          fc.constantFrom('array' as const, 'object' as const),
          fc.constantFrom<unknown>('x', 'nul\u0000', 1, null, true),
          async (depth, kind, leaf) => {
            const text = deepenedText(examples.get(route), depth, kind, leaf);
            const statusBefore = tally.statuses.get(400) ?? 0;
            await send(route, url, undefined, undefined, tally, text);
            if (exceedsJsonDepth(text)) {
              expect(tally.statuses.get(400) ?? 0, `${routeKey(route)} at depth ${depth}`).toBe(
                statusBefore + 1,
              );
            }
          },
        );
        const result = await fc.check(property, { seed: fuzzSeed, numRuns: fuzzRuns, endOnFailure: true });
        if (result.failed) {
          failures.push(
            `${routeKey(route)}: ${fc.defaultReportMessage(result)}\n${String(result.errorInstance).slice(0, 1500)}`,
          );
        }
      }
      expect(failures).toEqual([]);
    });

    it('refuses 1 MB of nested arrays on every route that takes a body, before it is parsed', async () => {
      const payload = `${'['.repeat(480_000)}${']'.repeat(480_000)}`;
      const withBody = routes.filter((route) => schemas.get(routeKey(route))?.body);
      // Each route's records first (finding a path's ids may create them), then the digest to compare against.
      const urls = new Map<RegisteredRoute, string>();
      for (const route of withBody) urls.set(route, await urlOf(route));
      await renew(preference);
      for (const route of withBody) {
        const token = tokens.get(callerOf(route));
        const response = await t.app.inject({
          method: route.method as InjectOptions['method'],
          url: urls.get(route) ?? route.url,
          headers: {
            'content-type': 'application/json',
            ...(token ? { authorization: `Bearer ${token}` } : {}),
          },
          payload,
        });
        // 400 once past authentication; a route that authenticates first may refuse an anonymous caller before.
        expect([400, 401, 403, 404], routeKey(route)).toContain(response.statusCode);
        expect(typeof response.json().message, routeKey(route)).toBe('string');
      }
      expect(changedTables(baseline, await storedChecksum(database.db))).toEqual([]);
    });
  });
}
