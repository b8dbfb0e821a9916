import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import openapiTS, { astToString } from 'openapi-typescript';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type ZodType, z } from 'zod';
import { type RouteSchemas, recordingRouteSchemas } from '../fuzz/route-schemas.ts';
import { buildTestApp, openTestDatabase, type TestApp, type TestDatabase } from '../test/build-test-app.ts';

let database: TestDatabase;
let t: TestApp;
let schemas: Map<string, RouteSchemas>;
let document: {
  openapi: string;
  paths: Record<string, Record<string, Operation>>;
  webhooks: Record<string, unknown>;
};
type Operation = {
  parameters?: { in: string; name: string; required?: boolean; schema: unknown }[];
  requestBody?: { content: Record<string, { schema: unknown }> };
  responses: Record<string, { content?: Record<string, { schema: unknown }> }>;
  security?: unknown[];
};

beforeAll(async () => {
  database = await openTestDatabase();
  const recorded = await recordingRouteSchemas(() => buildTestApp(database));
  t = recorded.built;
  schemas = recorded.schemas;
  await t.app.ready();
  document = (await t.app.inject({ method: 'GET', url: '/api/openapi.json' })).json();
});
afterAll(async () => {
  await t?.app.close();
  await database?.close();
});

const publicRoutes = () => [...schemas.keys()].filter((key) => key.split(' ')[1]?.startsWith('/api/v1/'));
// Fastify's /api/v1/clients/:clientId is OpenAPI's /api/v1/clients/{clientId}.
const openApiPath = (url: string) => url.replace(/:(\w+)/g, '{$1}');

// The JSON Schema of a route's own zod schema, converted here independently of the document's generator. The
// generator writes a single allowed value as `enum: [value]` where zod writes `const: value` (the same schema).
const constAsEnum = (value: unknown): unknown => {
  if (Array.isArray(value)) return value.map(constAsEnum);
  if (value === null || typeof value !== 'object') return value;
  return Object.fromEntries(
    Object.entries(value).map(([key, item]) =>
      key === 'const' ? ['enum', [item]] : [key, constAsEnum(item)],
    ),
  );
};
const jsonOf = (schema: ZodType, io: 'input' | 'output') => {
  const { $schema: _ignored, ...json } = z.toJSONSchema(schema, {
    target: 'draft-2020-12',
    io,
    unrepresentable: 'any',
  }) as Record<string, unknown>;
  return constAsEnum(json) as Record<string, unknown>;
};

describe('the OpenAPI document', () => {
  it('is valid OpenAPI 3.1 (a maintained validator, against the specification’s own schema)', async () => {
    expect(document.openapi).toBe('3.1.0');
    const result = await new Validator().validate(document as unknown as Record<string, unknown>);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('has every registered /api/v1 route, and nothing of the portal’s own routes', () => {
    const routes = publicRoutes();
    expect(routes.length).toBeGreaterThan(10);
    for (const key of routes) {
      const [method = '', url = ''] = key.split(' ');
      expect(document.paths[openApiPath(url)]?.[method.toLowerCase()], key).toBeDefined();
    }
    const documented = Object.entries(document.paths).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(documented).toHaveLength(routes.length);
    expect(Object.keys(document.paths).every((path) => path.startsWith('/api/v1/'))).toBe(true);
  });

  it('describes each route with exactly the schemas the route enforces', () => {
    for (const key of publicRoutes()) {
      const [method = '', url = ''] = key.split(' ');
      const operation = document.paths[openApiPath(url)]?.[method.toLowerCase()];
      const route = schemas.get(key);
      if (!operation || !route) throw new Error(`${key} missing`);
      expect(operation.security, key).toEqual([{ apiKey: [] }]);
      if (route.body)
        expect(operation.requestBody?.content['application/json']?.schema, key).toEqual(
          jsonOf(route.body, 'input'),
        );
      else expect(operation.requestBody, key).toBeUndefined();
      for (const [status, schema] of Object.entries(route.response))
        expect(
          operation.responses[status]?.content?.['application/json']?.schema,
          `${key} ${status}`,
        ).toEqual(jsonOf(schema, 'output'));
      for (const where of ['params', 'querystring'] as const) {
        const source = route[where];
        const shape = source ? (jsonOf(source, 'input') as { properties?: Record<string, unknown> }) : {};
        const names = (operation.parameters ?? [])
          .filter((parameter) => parameter.in === (where === 'params' ? 'path' : 'query'))
          .map((parameter) => ({ name: parameter.name, schema: parameter.schema }));
        expect(names, `${key} ${where}`).toEqual(
          Object.entries(shape.properties ?? {}).map(([name, schema]) => ({ name, schema })),
        );
      }
    }
  });

  it('documents each webhook event’s payload', () => {
    expect(Object.keys(document.webhooks)).toContain('fact_find.submitted');
  });

  it('gives a TypeScript client (openapi-typescript) that compiles against a use of it', async () => {
    const types = astToString(await openapiTS(document as never));
    const dir = await mkdtemp(join(tmpdir(), 'atrium-openapi-'));
    try {
      await writeFile(join(dir, 'schema.ts'), types);
      await writeFile(
        join(dir, 'use.ts'),
        `import type { paths } from './schema.ts';
type Clients = paths['/api/v1/clients']['get']['responses'][200]['content']['application/json'];
type Status = NonNullable<Clients['data'][number]['fact_find']>['status'];
export const submitted: Status = 'awaiting-review';
export const cursor: Clients['next_cursor'] = null;
type Query = NonNullable<paths['/api/v1/clients']['get']['parameters']['query']>;
export const query: Query = { fact_find_status: 'awaiting-review', updated_since: '2026-11-23T00:00:00Z' };
`,
      );
      await promisify(execFile)(
        process.execPath,
        [
          // Wherever npm put TypeScript (hoisted to the workspace's root on a fresh install).
          createRequire(import.meta.url).resolve('typescript/bin/tsc'),
          '--noEmit',
          '--strict',
          '--allowImportingTsExtensions',
          '--module',
          'nodenext',
          '--target',
          'es2022',
          join(dir, 'use.ts'),
        ],
        { cwd: dir },
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }, 60_000);
});

describe('the reference page', () => {
  it('renders with Scalar’s bundle from our own origin, under the strict CSP (no inline script)', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/api/reference' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-security-policy']).toMatch(/script-src 'self'(;|$)/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>([\s\S]*?)<\/script>/g)];
    expect(scripts).toHaveLength(2);
    for (const [, attributes = ''] of scripts)
      expect(/src="\/api\/reference\//.test(attributes) || /type="application\/json"/.test(attributes)).toBe(
        true,
      );
    expect(scripts.every(([, , content]) => (content ?? '').trim() === '')).toBe(true);
    expect(page.body).not.toMatch(/https?:\/\//);
    const bundle = await t.app.inject({ method: 'GET', url: '/api/reference/standalone.js' });
    expect(bundle.statusCode).toBe(200);
    expect(bundle.headers['content-type']).toMatch(/javascript/);
    expect(bundle.body.length).toBeGreaterThan(100_000);
  });
});
